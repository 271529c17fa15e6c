export { Button, type ButtonProps } from './Button';
export {
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './Button.props';
