export * from './Chip';
export * from './chipTones';
