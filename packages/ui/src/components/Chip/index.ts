export * from './Chip';
export * from './priorityTone';
