import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 10, pageCount: 20, onPageChange: fn(), label: 'Articles' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (buttons: HTMLElement[]) =>
  buttons.map((button) => button.textContent).filter((text) => /^\d+$/.test(text ?? ''));

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Articles' });
    await expect(nav).toBeVisible();
    // 2 margin pages at each end, 5 around page 10.
    await expect(pageNumbers(canvas.getAllByRole('button'))).toEqual([
      '1',
      '2',
      '8',
      '9',
      '10',
      '11',
      '12',
      '19',
      '20',
    ]);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 19' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(19);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pageNumbers(canvas.getAllByRole('button'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '19',
      '20',
    ]);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const Interactive: Story = {
  render: function InteractivePagination(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageNumbers(canvas.getAllByRole('button'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '19',
      '20',
    ]);
  },
};

/** The first, a middle and the last page of many, and a few pages. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="100%">
      {[
        { name: 'first page', page: 1, pageCount: 20 },
        { name: 'a middle page', page: 10, pageCount: 20 },
        { name: 'last page', page: 20, pageCount: 20 },
        { name: 'few pages', page: 2, pageCount: 4 },
      ].map(({ name, page, pageCount }) => (
        <State key={name} name={name}>
          <Pagination {...args} page={page} pageCount={pageCount} label={`Articles, ${name}`} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
