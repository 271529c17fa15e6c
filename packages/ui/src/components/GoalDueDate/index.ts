export * from './GoalDueDate';
