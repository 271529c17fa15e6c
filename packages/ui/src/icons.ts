// Decorative inline icons the library draws with; composite components and apps may reuse them.
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  GripIcon,
  InfoIcon,
  MoreIcon,
  PlusIcon,
  SuccessIcon,
  WarningIcon,
} from './internal/icons';
