export * from './ThemeEditorDialog';
