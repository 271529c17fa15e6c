export * from './Column';
export * from './Column.props';
