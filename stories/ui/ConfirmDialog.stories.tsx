import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '@taskboard/ui';
import { DialogState, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete this goal?',
    description: 'Its 4 tasks will be deleted too. This cannot be undone.',
    confirmLabel: 'Delete goal',
    pendingLabel: 'Deleting…',
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this goal?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Its 4 tasks will be deleted too. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete goal' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(undefined);
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A destructive confirmation opens on Cancel, the way out; a harmless one on its action. */
export const FirstFocus: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      <DialogState name="delete">
        {(open, onOpenChange) => (
          <ConfirmDialog {...args} open={open} onOpenChange={onOpenChange} />
        )}
      </DialogState>
      <DialogState name="finish">
        {(open, onOpenChange) => (
          <ConfirmDialog
            {...args}
            title="Finish this goal?"
            description="Its tasks stay on the board."
            confirmLabel="Finish goal"
            tone="neutral"
            open={open}
            onOpenChange={onOpenChange}
          />
        )}
      </DialogState>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: delete' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Show: finish' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Finish goal' })).toHaveFocus());
  },
};

export const RequirePassword: Story = {
  args: {
    title: 'Delete your account?',
    description: 'Everything you made here will be gone.',
    confirmLabel: 'Delete account',
    requirePassword: true,
    passwordLabel: 'Your password',
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(page.getByLabelText('Your password', { selector: 'input' }), 'hunter22');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('hunter22');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const busy = await page.findByRole('button', { name: 'Deleting…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'The goal could not be deleted. Try again.' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The goal could not be deleted. Try again.',
    );
  },
};

export const NeutralTone: Story = {
  args: {
    tone: 'neutral',
    title: 'Mark all tasks done?',
    description: 'The goal will move to Closed.',
    confirmLabel: 'Mark done',
  },
};

/** Every state, each a button away: a modal cannot sit beside another. */
export const AllStates: Story = {
  args: { open: false },
  render: (args) => (
    <StateGrid min="14rem">
      {[
        { name: 'danger', props: {} },
        { name: 'neutral', props: NeutralTone.args },
        { name: 'with a password', props: RequirePassword.args },
        { name: 'pending', props: Pending.args },
        { name: 'failed', props: WithError.args },
      ].map(({ name, props }) => (
        <DialogState key={name} name={name}>
          {(open, onOpenChange) => (
            <ConfirmDialog {...args} {...props} open={open} onOpenChange={onOpenChange} />
          )}
        </DialogState>
      ))}
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: with a password' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Delete your account?' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
