export {
  defaultEditableTitleMessages,
  EditableTitle,
  editableTitleSizes,
  type EditableTitleMessages,
  type EditableTitleProps,
  type EditableTitleSize,
} from './EditableTitle';
