export {
  defaultPasswordFieldMessages,
  PasswordField,
  type PasswordFieldMessages,
  type PasswordFieldProps,
} from './PasswordField';
