export {
  defaultGoalAchievementsMessages,
  GoalAchievements,
  type CompletedGoal,
  type GoalAchievementsMessages,
  type GoalAchievementsProps,
} from './GoalAchievements';
export {
  defaultGoalDetailsDialogMessages,
  GoalDetailsDialog,
  type GoalDetailsDialogMessages,
  type GoalDetailsDialogProps,
  type GoalTaskSummary,
} from './GoalDetailsDialog';
