export * from './Tooltip';
