export {
  defaultGroupingThemeDialogMessages,
  GroupingThemeDialog,
  type GroupingThemeDialogMessages,
  type GroupingThemeDialogProps,
  type ThemeChoice,
} from './GroupingThemeDialog';
