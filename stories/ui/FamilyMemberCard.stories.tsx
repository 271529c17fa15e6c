import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FamilyMemberCard, type FamilyMember } from '@taskboard/ui';

const child: FamilyMember = {
  id: 12,
  username: 'mia',
  email: 'mia@family.example',
  account_type: 'CHILD',
  is_primary_child: false,
  created_at: '2026-01-15T09:00:00Z',
};

const meta = {
  title: 'Family/FamilyMemberCard',
  component: FamilyMemberCard,
  tags: ['autodocs'],
  args: {
    member: child,
    onSelect: fn(),
    onRemove: fn(),
    formatDate: (date: string) => date.slice(0, 10),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FamilyMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Child')).toBeVisible();
    await expect(canvas.getByText('Created 2026-01-15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^mia/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(child);
  },
};

export const Remove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove mia' }));
    await expect(args.onRemove).toHaveBeenCalledWith(child);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Parent: Story = {
  args: { member: { ...child, id: 1, username: 'sam', account_type: 'PARENT' }, isCurrent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parent')).toBeVisible();
    await expect(canvas.getByText('(Current)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove sam' })).toBeNull();
  },
};

export const PrimaryChild: Story = {
  args: { member: { ...child, username: 'leo', is_primary_child: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Primary Child')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove leo' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'busy');
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to mia');
    await expect(canvas.getByRole('button', { name: /^mia/, busy: true })).toBeDisabled();
  },
};

export const LongNames: Story = {
  args: {
    member: {
      ...child,
      username: 'maximilianalexander',
      email: 'maximilian.alexander.longname@a-very-long-family-domain.example',
    },
  },
};

export const WithBadges: Story = {
  args: { badges: { gold: 1, silver: 0, bronze: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Badges: 1 gold · 0 silver · 2 bronze')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { isCurrent: true } };
