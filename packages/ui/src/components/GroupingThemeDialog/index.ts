export * from './GroupingThemeDialog';
