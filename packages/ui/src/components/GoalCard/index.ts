export * from './GoalCard';
