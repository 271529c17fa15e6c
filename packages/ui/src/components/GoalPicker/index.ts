export {
  defaultGoalPickerMessages,
  GoalPicker,
  type GoalPickerGoal,
  type GoalPickerMessages,
  type GoalPickerProps,
} from './GoalPicker';
