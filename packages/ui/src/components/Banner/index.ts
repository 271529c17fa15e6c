export * from './Banner';
export * from './Banner.props';
