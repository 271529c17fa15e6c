export { Column, defaultColumnMessages, type ColumnMessages, type ColumnProps } from './Column';
export { columnVariants, type ColumnVariant } from './Column.props';
