export {
  defaultSpinnerMessages,
  Spinner,
  type SpinnerMessages,
  type SpinnerProps,
} from './Spinner';
