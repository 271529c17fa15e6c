export * from './EditableTitle';
export * from './titleToSave';
