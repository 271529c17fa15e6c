import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupingThemeDialog, type ThemeChoice } from '@taskboard/ui';
import { DialogState, StateGrid, stateNames } from '../support/StateGrid';

const flavors: ThemeChoice[] = [
  {
    id: 'GENERAL',
    name: 'General',
    description: 'Everyday goals: chores, homework, health, play and being kind.',
    categories: [
      { name: 'Chores', icon: '🧹', color: 'blue' },
      { name: 'Homework', icon: '📚', color: 'purple' },
      { name: 'Health', icon: '🍎', color: 'green' },
      { name: 'Creative', icon: '🎨', color: 'pink' },
    ],
  },
  {
    id: 'SPACE',
    name: 'Space Adventure',
    description: 'Blast off! Every goal is a mission among the stars.',
    categories: [
      { name: 'Rocket Chores', icon: '🚀', color: 'indigo' },
      { name: 'Star Learning', icon: '⭐', color: 'yellow' },
      { name: 'Planet Health', icon: '🪐', color: 'green' },
    ],
  },
];

const custom: ThemeChoice[] = [
  {
    id: 'custom_1',
    name: 'Summer Fun',
    description: 'Things to do before school starts',
    categories: [
      { name: 'Swimming', icon: '🏊', color: 'teal' },
      { name: 'Garden', icon: '🌻', color: 'yellow' },
    ],
  },
];

const meta = {
  title: 'Settings/GroupingThemeDialog',
  component: GroupingThemeDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    flavors,
    customThemes: custom,
    currentThemeId: 'GENERAL',
    onSwitch: fn(),
    onCreateTheme: fn(),
    onEditTheme: fn(),
  },
} satisfies Meta<typeof GroupingThemeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Choose Goals Grouping Theme',
    }),
  );

/** The theme in use is chosen; picking another warns that goals lose their categories. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const use = dialog.getByRole('button', { name: 'Use This Theme' });
    await expect(dialog.getByRole('button', { name: /^General/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(use).toBeDisabled();
    await expect(dialog.queryByRole('alert')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: /^Space Adventure/ }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      /takes every goal out of its category/,
    );
    await userEvent.click(use);
    await expect(args.onSwitch).toHaveBeenCalledWith('SPACE');
  },
};

export const CustomThemes: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Edit Summer Fun' }));
    await expect(args.onEditTheme).toHaveBeenCalledWith('custom_1');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Custom Theme' }));
    await expect(args.onCreateTheme).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: /^Summer Fun/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Use This Theme' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('custom_1');
  },
};

export const NoCustomThemes: Story = {
  args: { customThemes: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/No custom themes yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, flavors: [], customThemes: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status', { name: 'Loading themes...' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Create Custom Theme' })).toBeDisabled();
  },
};

export const Switching: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^Space Adventure/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const SwitchFailed: Story = {
  args: { error: 'Flavor or theme not found' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Flavor or theme not found');
  },
};

/** Every state, each a button away: a modal cannot sit beside another. */
export const AllStates: Story = {
  args: { open: false },
  render: (args) => (
    <StateGrid min="14rem">
      {[
        { name: 'with custom themes', props: {} },
        { name: 'no custom themes', props: NoCustomThemes.args },
        { name: 'loading', props: Loading.args },
        { name: 'switching', props: Switching.args },
        { name: 'switch failed', props: SwitchFailed.args },
      ].map(({ name, props }) => (
        <DialogState key={name} name={name}>
          {(open, onOpenChange) => (
            <GroupingThemeDialog {...args} {...props} open={open} onOpenChange={onOpenChange} />
          )}
        </DialogState>
      ))}
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: no custom themes' }));
    await expect((await dialogOf(canvasElement)).getByText(/No custom themes yet/)).toBeVisible();
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
