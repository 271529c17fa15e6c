import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsDialog, UiMessagesProvider } from '@taskboard/ui';

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

export const Dark: Story = { globals: { theme: 'dark' }, play: Playground.play };
