export * from './TaskPicturePicker';
