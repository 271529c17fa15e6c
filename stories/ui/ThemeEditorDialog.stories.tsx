import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeEditorDialog, type ThemeDraft } from '@taskboard/ui';
import { DialogState, StateGrid, stateNames } from '../support/StateGrid';

const summer: ThemeDraft = {
  name: 'Summer Fun',
  description: 'Things to do before school starts',
  categories: [
    { id: 1, name: 'Swimming', icon: '🏊', color: 'teal', description: '', badgeKind: null },
    {
      id: 2,
      name: 'Reading',
      icon: '📚',
      color: 'purple',
      description: 'A chapter a day',
      badgeKind: 'LEARNER',
    },
    { id: 3, name: 'Garden', icon: '🌻', color: 'yellow', description: '', badgeKind: 'HELPER' },
  ],
};

const meta = {
  title: 'Settings/ThemeEditorDialog',
  component: ThemeEditorDialog,
  tags: ['autodocs'],
  args: { open: true, mode: 'create', onOpenChange: fn(), onSave: fn(), onDelete: fn() },
} satisfies Meta<typeof ThemeEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A new theme: one empty category with the note icon and blue, filled in and saved. */
export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Create Custom Theme' });
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText('Theme name'), 'Space Week');
    await userEvent.type(inDialog.getByLabelText('Theme description'), 'Rockets and stars');
    const first = inDialog.getByRole('group', { name: 'Category 1' });
    await userEvent.type(within(first).getByLabelText('Category name'), 'Planets');
    await userEvent.click(within(first).getByRole('radio', { name: 'Indigo' }));
    await expect(within(first).getByRole('combobox', { name: 'Icon' })).toHaveTextContent('📝');

    await userEvent.click(inDialog.getByRole('button', { name: 'Add category' }));
    const second = inDialog.getByRole('group', { name: 'Category 2' });
    await userEvent.type(within(second).getByLabelText('Category name'), 'Stars');

    // The live preview follows the draft.
    const preview = inDialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Space Week');
    await expect(preview).toHaveTextContent('2 categories');
    await expect(within(preview).getByTitle('Planets')).toHaveAttribute('data-color', 'indigo');

    await userEvent.click(inDialog.getByRole('button', { name: 'Create Theme' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Space Week',
      description: 'Rockets and stars',
      categories: [
        { name: 'Planets', icon: '📝', color: 'indigo', description: '', badgeKind: null },
        { name: 'Stars', icon: '📝', color: 'blue', description: '', badgeKind: null },
      ],
    });
    // No Delete button for a theme that does not exist yet.
    await expect(inDialog.queryByRole('button', { name: 'Delete Theme' })).toBeNull();
  },
};

/** Editing keeps each category's id, so its goals stay in it. */
export const Edit: Story = {
  args: { mode: 'edit', defaultValue: summer },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit Custom Theme' });
    const inDialog = within(dialog);
    await expect(inDialog.getByLabelText('Theme name')).toHaveValue('Summer Fun');
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove category 3' }));
    await expect(inDialog.queryByRole('group', { name: 'Category 3' })).toBeNull();
    await userEvent.click(inDialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...summer,
      categories: summer.categories.slice(0, 2),
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Delete Theme' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/**
 * Each category says which badge its finished tasks count towards, in plain words under the
 * select: whatever the category is called, the kind chosen here is what the badge rules count.
 */
export const BadgeKind: Story = {
  args: { mode: 'edit', defaultValue: summer },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Edit Custom Theme' });
    const swimming = within(within(dialog).getByRole('group', { name: 'Category 1' }));
    const select = swimming.getByRole('combobox', { name: 'Counts towards badge' });
    await expect(select).toHaveTextContent('No badge');
    await expect(select).toHaveAccessibleDescription(
      'Tasks here count towards the badges for all tasks only',
    );
    const garden = within(within(dialog).getByRole('group', { name: 'Category 3' }));
    await expect(
      garden.getByRole('combobox', { name: 'Counts towards badge' }),
    ).toHaveAccessibleDescription('Tasks here count towards the Helper badge');

    await userEvent.click(select);
    await userEvent.click(await body.findByRole('option', { name: 'Creative Thinker' }));
    await expect(select).toHaveTextContent('Creative Thinker');
    await expect(select).toHaveAccessibleDescription(
      'Tasks here count towards the Creative Thinker badge',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...summer,
      categories: [
        { ...summer.categories[0], badgeKind: 'CREATIVE_THINKER' },
        ...summer.categories.slice(1),
      ],
    });
  },
};

/** The preview shows up to 8 icons and counts the rest. */
export const ManyCategories: Story = {
  args: {
    mode: 'edit',
    defaultValue: {
      ...summer,
      categories: Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        name: `Category ${i + 1}`,
        icon: ['🚀', '⭐', '🎨', '⚽', '🎵', '🌳', '🐶', '🍎', '📚', '🧹', '🛁', '💛'][i]!,
        color: 'blue' as const,
        description: '',
        badgeKind: null,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit Custom Theme' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('+4 more');
    await expect(preview).toHaveTextContent('12 categories');
    // Twelve is the most a theme can have.
    await expect(within(dialog).getByRole('button', { name: 'Add category' })).toBeDisabled();
  },
};

export const OnlyOneCategoryStays: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Remove category 1' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', defaultValue: summer, pending: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'User ID and theme name are required' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'User ID and theme name are required',
    );
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Every state, each a button away: a modal cannot sit beside another. */
export const AllStates: Story = {
  args: { open: false },
  render: (args) => (
    <StateGrid min="14rem">
      {[
        { name: 'create', props: {} },
        { name: 'edit', props: Edit.args },
        { name: 'many categories', props: ManyCategories.args },
        { name: 'saving', props: Saving.args },
        { name: 'failed', props: Error.args },
      ].map(({ name, props }) => (
        <DialogState key={name} name={name}>
          {(open, onOpenChange) => (
            <ThemeEditorDialog {...args} {...props} open={open} onOpenChange={onOpenChange} />
          )}
        </DialogState>
      ))}
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: edit' }));
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Edit Custom Theme' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
