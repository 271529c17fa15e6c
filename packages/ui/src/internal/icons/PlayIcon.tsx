import { Icon, type IconProps } from './Icon';

/** A triangle pointing on: start. */
export const PlayIcon = (props: IconProps) => (
  <Icon fill="currentColor" {...props}>
    <path d="M7 5l12 7-12 7z" />
  </Icon>
);
