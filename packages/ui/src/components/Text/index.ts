export * from './Text';
