export {
  defaultThemePreviewMessages,
  ThemePreview,
  type ThemeCategory,
  type ThemePreviewMessages,
  type ThemePreviewProps,
} from './ThemePreview';
