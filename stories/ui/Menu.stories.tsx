import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar, Button, Menu } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const onProfile = fn();
const onLogOut = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu.Root,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Menu.Root {...args}>
      <Menu.Trigger asChild>
        <Button variant="ghost">
          <Avatar name="sam" size="sm" aria-hidden />
          sam
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Label>Signed in as sam</Menu.Label>
        <Menu.Item onSelect={onProfile}>Profile</Menu.Item>
        <Menu.Item disabled>Family (parents only)</Menu.Item>
        <Menu.Separator />
        <Menu.Item tone="danger" onSelect={onLogOut}>
          Log out
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
} satisfies Meta<typeof Menu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'sam' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Profile' }));
    await expect(onProfile).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'closed'));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'sam' }).focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu');
    // Disabled items are skipped: Profile, then Log out.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogOut).toHaveBeenCalled();
  },
};

/** The open menu is named by its trigger, and nothing around it is an unnamed region. */
export const OpenMenuIsNamed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'sam' }));
    await expect(await page.findByRole('menu', { name: 'sam' })).toBeVisible();
    const unnamed = [
      ...canvasElement.ownerDocument.querySelectorAll('[role="region"], section'),
    ].filter(
      (region) => !region.getAttribute('aria-label') && !region.getAttribute('aria-labelledby'),
    );
    await expect(unnamed).toEqual([]);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** Closed, and open with a label, a disabled item and a danger item. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ minHeight: '16rem' }}>
      <StateGrid min="12rem">
        <State name="closed">{meta.render({ ...args, defaultOpen: false })}</State>
        <State name="open">{meta.render({ ...args, defaultOpen: true })}</State>
      </StateGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(stateNames(canvasElement)).toHaveLength(2);
    await expect(await page.findByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
