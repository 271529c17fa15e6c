import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsDialog, UiMessagesProvider } from '@taskboard/ui';
import { DialogState, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Overlays/ShortcutsDialog',
  component: ShortcutsDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    shortcuts: [
      { keys: ['g', 'b'], description: 'Go to the task board' },
      { keys: ['g', 'p'], description: 'Go to your profile' },
      { keys: ['n'], description: 'New goal' },
      { keys: ['/'], description: 'Search this page' },
      { keys: ['?'], description: 'Show these shortcuts' },
    ],
  },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Keyboard shortcuts' });
    // Each shortcut reads as its keys, then what it does.
    const terms = within(dialog).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'g then b',
      'g then p',
      'n',
      '/',
      '?',
    ]);
    await expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent(
      'Go to the task board',
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Keyboard shortcuts' });
    // Focus starts inside the dialog, so the keys reach it.
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The dialog's words by prop; its close button's through the provider. */
export const OwnWords: Story = {
  args: {
    description: 'Appuyez sur les touches l’une après l’autre.',
    messages: { title: 'Raccourcis clavier', then: 'puis' },
    shortcuts: [{ keys: ['g', 'b'], description: 'Aller au tableau' }],
  },
  decorators: [
    (Story) => (
      <UiMessagesProvider messages={{ dialog: { close: 'Fermer' } }}>
        <Story />
      </UiMessagesProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Raccourcis clavier' });
    await expect(dialog).toHaveAccessibleDescription(
      'Appuyez sur les touches l’une après l’autre.',
    );
    await expect(within(dialog).getByRole('term')).toHaveTextContent('g puis b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The list in English, and with a description, each a button away. */
export const AllStates: Story = {
  args: { open: false },
  render: (args) => (
    <StateGrid min="14rem">
      <DialogState name="the shortcuts">
        {(open, onOpenChange) => (
          <ShortcutsDialog {...args} open={open} onOpenChange={onOpenChange} />
        )}
      </DialogState>
      <DialogState name="with a description">
        {(open, onOpenChange) => (
          <ShortcutsDialog
            {...args}
            description="Press the keys one after the other."
            open={open}
            onOpenChange={onOpenChange}
          />
        )}
      </DialogState>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(stateNames(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show: with a description' }));
    await expect(
      await page.findByRole('dialog', { name: 'Keyboard shortcuts' }),
    ).toHaveAccessibleDescription('Press the keys one after the other.');
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
