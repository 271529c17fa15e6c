export * from './GoalAchievements';
export * from './GoalDetailsDialog';
