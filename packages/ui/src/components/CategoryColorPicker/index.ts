export * from './CategoryColorPicker';
