export * from './GoalPicker';
