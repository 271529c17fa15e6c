export {
  defaultTextAreaMessages,
  TextArea,
  type TextAreaMessages,
  type TextAreaProps,
} from './TextArea';
