import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Stack, Text, TextField } from '@taskboard/ui';
import { DialogState, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog.Root,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>New goal</Button>
      </Dialog.Trigger>
      <Dialog.Content title="New goal" description="Give your goal a short name.">
        <Stack gap="lg">
          <TextField label="Title" />
          <Stack direction="row" justify="end" gap="sm">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button>Create</Button>
          </Stack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'New goal' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'New goal' });
    await expect(dialog).toHaveAccessibleDescription('Give your goal a short name.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Opening puts focus on the first field, where typing begins, not on the corner Close. */
export const FocusStartsOnTheFirstField: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'New goal' }));
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Title' })).toHaveFocus());
  },
};

/** A dialog without a field puts focus on its primary action. */
export const FocusStartsOnThePrimaryAction: Story = {
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>Finish goal</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Finish this goal?" description="Its tasks stay on the board.">
        <Stack direction="row" justify="end" gap="sm">
          <Dialog.Close asChild>
            <Button variant="secondary">Not yet</Button>
          </Dialog.Close>
          <Button>Finish</Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish goal' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Finish' })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'New goal' }));
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'New goal' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const WithoutDescription: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content title="Goal saved">
        <Text>You can find it on your board.</Text>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Goal saved' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

/** With a description and without one, each a button away. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="14rem">
      <DialogState name="with a description">
        {(open, onOpenChange) => (
          <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Content title="New goal" description="Give your goal a short name.">
              <TextField label="Title" />
            </Dialog.Content>
          </Dialog.Root>
        )}
      </DialogState>
      <DialogState name="without a description">
        {(open, onOpenChange) => (
          <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Content title="Rename goal">
              <TextField label="Title" />
            </Dialog.Content>
          </Dialog.Root>
        )}
      </DialogState>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(stateNames(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: without a description' }));
    await expect(await page.findByRole('dialog', { name: 'Rename goal' })).toBeVisible();
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
