import { Icon, type IconProps } from './Icon';

/** An arrow pointing on: a task's way to its next column. */
export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12h15M13 6l6 6-6 6" />
  </Icon>
);
