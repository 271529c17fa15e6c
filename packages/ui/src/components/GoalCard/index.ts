export * from './GoalCard';
export * from './goalTitle';
