export * from './PasswordField';
