export * from './Button';
export * from './Button.props';
