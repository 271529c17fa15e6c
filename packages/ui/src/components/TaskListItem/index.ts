export * from './TaskListItem';
