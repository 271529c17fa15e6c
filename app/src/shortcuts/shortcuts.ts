import type { Binding } from './keySequence';

/** What a shortcut does; the hook in useKeyboardShortcuts.ts carries each one out. */
export type ShortcutAction =
  { kind: 'go'; to: string } | { kind: 'new-goal' } | { kind: 'search' } | { kind: 'help' };

export type AppShortcut = Binding<ShortcutAction> & { description: string };

/**
 * Every keyboard shortcut of the signed-in app (Preferences → keyboard shortcuts), in the order
 * the "?" overlay lists them. README.md's preferences section documents the same set.
 */
export const appShortcuts: readonly AppShortcut[] = [
  {
    keys: ['g', 'b'],
    action: { kind: 'go', to: '/taskboard' },
    description: 'Go to the task board',
  },
  { keys: ['g', 'p'], action: { kind: 'go', to: '/' }, description: 'Go to your profile' },
  { keys: ['g', 's'], action: { kind: 'go', to: '/settings' }, description: 'Go to settings' },
  { keys: ['g', 'f'], action: { kind: 'go', to: '/family' }, description: 'Go to the family page' },
  { keys: ['n'], action: { kind: 'new-goal' }, description: 'Create a new goal on the task board' },
  { keys: ['/'], action: { kind: 'search' }, description: 'Search, on a page with a search field' },
  { keys: ['?'], action: { kind: 'help' }, description: 'Show these keyboard shortcuts' },
];
