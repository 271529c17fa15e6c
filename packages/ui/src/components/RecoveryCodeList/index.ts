export {
  defaultRecoveryCodeListMessages,
  RecoveryCodeList,
  type RecoveryCodeListMessages,
  type RecoveryCodeListProps,
} from './RecoveryCodeList';
