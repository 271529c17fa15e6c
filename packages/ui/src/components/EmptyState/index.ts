export * from './EmptyState';
