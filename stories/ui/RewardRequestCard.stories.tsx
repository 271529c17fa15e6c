import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardRequestCard, rewardRequestActions, type RewardRequest } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const asked: RewardRequest = {
  id: 1,
  childName: 'Maya',
  rewardTitle: 'Trip to the zoo',
  picture: 'bus',
  price: 3,
  state: 'pending',
  when: 'Today, 4:05 pm',
};

const meta = {
  title: 'Rewards/RewardRequestCard',
  component: RewardRequestCard,
  tags: ['autodocs'],
  args: { request: asked, onApprove: fn(), onDecline: fn(), onUndo: fn() },
  argTypes: {
    request: { control: 'object' },
    undoable: { control: 'boolean' },
    pending: { control: 'inline-radio', options: [null, ...rewardRequestActions] },
    error: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RewardRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ApproveWithNote: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Maya asks · 3 stars')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Note (optional)'), ' On Saturday! ');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('On Saturday!');
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Decline: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith('');
  },
};

export const Approving: Story = {
  args: { pending: 'approve' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Approve', busy: true })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Not enough stars yet: 1 more star is needed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not enough stars yet: 1 more star is needed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

export const ApprovedUndoable: Story = {
  args: { request: { ...asked, state: 'approved', note: 'On Saturday!' }, undoable: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('“On Saturday!”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

export const ApprovedSettled: Story = {
  args: { request: { ...asked, state: 'approved' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Declined: Story = {
  args: { request: { ...asked, state: 'declined', note: 'Not this week' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Undone: Story = {
  args: { request: { ...asked, state: 'undone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'undone');
    await expect(canvas.getByText('Undone')).toBeVisible();
  },
};

export const OwnWords: Story = {
  args: {
    messages: {
      asks: (name, price) => `${name} demande · ${price} étoiles`,
      approve: 'Accepter',
      decline: 'Refuser',
      noteLabel: 'Mot (facultatif)',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maya demande · 3 étoiles')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accepter' })).toBeVisible();
    await expect(canvas.getByLabelText('Mot (facultatif)')).toBeVisible();
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="22rem">
      <State name="pending">
        <RewardRequestCard {...args} />
      </State>
      <State name="approving">
        <RewardRequestCard {...args} pending="approve" />
      </State>
      <State name="failed">
        <RewardRequestCard {...args} error="Not enough stars yet: 1 more star is needed" />
      </State>
      <State name="approved, undoable">
        <RewardRequestCard
          {...args}
          request={{ ...asked, state: 'approved', note: 'On Saturday!' }}
          undoable
        />
      </State>
      <State name="approved">
        <RewardRequestCard {...args} request={{ ...asked, state: 'approved' }} />
      </State>
      <State name="declined">
        <RewardRequestCard
          {...args}
          request={{ ...asked, state: 'declined', note: 'Not this week' }}
        />
      </State>
      <State name="undone">
        <RewardRequestCard {...args} request={{ ...asked, state: 'undone' }} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
    await expect(
      [...canvasElement.querySelectorAll('article')].map((card) => card.dataset.state),
    ).toEqual(['pending', 'pending', 'pending', 'approved', 'approved', 'declined', 'undone']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
