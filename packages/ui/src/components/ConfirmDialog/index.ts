export {
  ConfirmDialog,
  defaultConfirmDialogMessages,
  type ConfirmDialogMessages,
  type ConfirmDialogProps,
} from './ConfirmDialog';
