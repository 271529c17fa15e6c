export {
  defaultTaskPicturePickerMessages,
  TaskPicturePicker,
  type TaskPicturePickerMessages,
  type TaskPicturePickerProps,
} from './TaskPicturePicker';
