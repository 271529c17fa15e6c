export {
  defaultTaskSwipeCardMessages,
  TaskSwipeCard,
  taskSwipeStates,
  type BoardTask,
  type TaskSwipeCardMessages,
  type TaskSwipeCardProps,
  type TaskSwipeState,
} from './TaskSwipeCard';
export {
  boardColumns,
  nextColumn,
  previousColumn,
  swipeMoveThreshold,
  swipeRevealThreshold,
  type BoardColumn,
} from './taskMoves';
