export {
  defaultGoalCardMessages,
  GoalCard,
  goalStatuses,
  noCategoryValue,
  type Goal,
  type GoalCardMessages,
  type GoalCardProps,
  type GoalCategory,
  type GoalStatus,
} from './GoalCard';
