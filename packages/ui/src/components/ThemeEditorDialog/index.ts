export {
  defaultCategoryIcons,
  defaultThemeEditorDialogMessages,
  themeBadgeKinds,
  ThemeEditorDialog,
  themeEditorModes,
  type ThemeBadgeKind,
  type ThemeDraft,
  type ThemeDraftCategory,
  type ThemeEditorDialogMessages,
  type ThemeEditorDialogProps,
  type ThemeEditorMode,
} from './ThemeEditorDialog';
