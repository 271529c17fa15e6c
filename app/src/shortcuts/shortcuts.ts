import type { MessageId } from '../i18n/messageId';
import type { Binding } from './keySequence';

/** What a shortcut does; the hook in useKeyboardShortcuts.ts carries each one out. */
export type ShortcutAction =
  { kind: 'go'; to: string } | { kind: 'new-goal' } | { kind: 'search' } | { kind: 'help' };

/** `description` names the message that says what the shortcut does. */
export type AppShortcut = Binding<ShortcutAction> & { description: MessageId };

/**
 * Every keyboard shortcut of the signed-in app (Preferences → keyboard shortcuts), in the order
 * the "?" overlay lists them. README.md's preferences section documents the same set.
 */
export const appShortcuts: readonly AppShortcut[] = [
  {
    keys: ['g', 'b'],
    action: { kind: 'go', to: '/taskboard' },
    description: 'shortcuts.goToBoard',
  },
  { keys: ['g', 'p'], action: { kind: 'go', to: '/' }, description: 'shortcuts.goToProfile' },
  {
    keys: ['g', 's'],
    action: { kind: 'go', to: '/settings' },
    description: 'shortcuts.goToSettings',
  },
  { keys: ['g', 'f'], action: { kind: 'go', to: '/family' }, description: 'shortcuts.goToFamily' },
  { keys: ['n'], action: { kind: 'new-goal' }, description: 'shortcuts.newGoal' },
  { keys: ['/'], action: { kind: 'search' }, description: 'shortcuts.search' },
  { keys: ['?'], action: { kind: 'help' }, description: 'shortcuts.help' },
];
