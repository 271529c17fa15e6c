import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FamilyMemberCard, familyRoles, type FamilyMember } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const child: FamilyMember = {
  name: 'mia',
  email: 'mia@family.example',
  role: 'child',
  createdAt: '2026-01-15T09:00:00Z',
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
  argTypes: {
    current: { control: 'boolean' },
    pending: { control: 'boolean' },
    member: { control: 'object' },
    badges: { control: 'object' },
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
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Remove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove mia' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Parent: Story = {
  args: { member: { ...child, name: 'sam', role: 'parent' }, current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parent')).toBeVisible();
    await expect(canvas.getByText('(Current)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove sam' })).toBeNull();
  },
};

export const PrimaryChild: Story = {
  args: { member: { ...child, name: 'leo', role: 'primaryChild' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Primary Child')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove leo' })).toBeNull();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'pending',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to mia');
    await expect(canvas.getByRole('button', { name: /^mia/, busy: true })).toBeDisabled();
  },
};

export const LongNames: Story = {
  args: {
    member: {
      ...child,
      name: 'maximilianalexander',
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

export const Translated: Story = {
  args: {
    current: true,
    messages: {
      current: '(Aktuell)',
      roles: { parent: 'Elternteil', primaryChild: 'Erstes Kind', child: 'Kind' },
      created: (date) => `Erstellt am ${date}`,
      remove: (name) => `${name} entfernen`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(Aktuell)')).toBeVisible();
    await expect(canvas.getByText('Kind')).toBeVisible();
    await expect(canvas.getByText('Erstellt am 2026-01-15')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'mia entfernen' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Every role and state side by side. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="20rem">
      {familyRoles.map((role) => (
        <State key={role} name={role}>
          <FamilyMemberCard {...args} member={{ ...child, role }} />
        </State>
      ))}
      <State name="current account">
        <FamilyMemberCard {...args} member={{ ...child, name: 'sam', role: 'parent' }} current />
      </State>
      <State name="switching to it">
        <FamilyMemberCard {...args} pending />
      </State>
      <State name="with badges">
        <FamilyMemberCard {...args} badges={{ gold: 1, silver: 0, bronze: 2 }} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(6);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
