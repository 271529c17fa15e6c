export * from './BoardColumns';
