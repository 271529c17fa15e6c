export {
  defaultGoalDueDateMessages,
  GoalDueDate,
  type GoalDueDateMessages,
  type GoalDueDateProps,
} from './GoalDueDate';
