export * from './ShortcutsDialog';
