export {
  defaultTaskListItemMessages,
  TaskListItem,
  taskListStatuses,
  type TaskListItemMessages,
  type TaskListItemProps,
  type TaskListStatus,
  type TaskListTask,
} from './TaskListItem';
