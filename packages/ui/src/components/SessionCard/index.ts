export * from './SessionCard';
