import { Icon, type IconProps } from './Icon';

/** An arrow going round: back to the start. */
export const ResetIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12a7 7 0 1 0 2.1-5" />
    <path d="M5 4v4h4" />
  </Icon>
);
