import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner, bannerTones, Stack } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Heads up', children: 'Your timer keeps running on other tabs.' },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`A ${tone} message`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Dangers (errors) and warnings interrupt; info and success wait their turn.
    await expect(canvas.getAllByRole('alert').map((el) => el.dataset.tone)).toEqual([
      'warning',
      'danger',
    ]);
    await expect(canvas.getAllByRole('status').map((el) => el.dataset.tone)).toEqual([
      'info',
      'success',
    ]);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: undefined, children: 'Wrong e-mail or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'You have used most of this month’s story budget',
    children:
      'Stories will pause when the budget runs out and start again on the first day of next month. A parent can raise the budget in Settings, under Family, at any time before then.',
  },
};

/** Every tone, with and without a title. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="20rem">
      {bannerTones.flatMap((tone) => [
        <State key={`${tone}-title`} name={`${tone}, with a title`}>
          <Banner {...args} tone={tone} title={`A ${tone} message`} />
        </State>,
        <State key={tone} name={tone}>
          <Banner tone={tone}>{args.children}</Banner>
        </State>,
      ])}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(bannerTones.length * 2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
