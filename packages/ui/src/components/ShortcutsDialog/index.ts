export {
  defaultShortcutsDialogMessages,
  ShortcutsDialog,
  type Shortcut,
  type ShortcutsDialogMessages,
  type ShortcutsDialogProps,
} from './ShortcutsDialog';
