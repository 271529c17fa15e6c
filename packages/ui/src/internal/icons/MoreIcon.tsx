import { Icon, type IconProps } from './Icon';

export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3.5} />
  </Icon>
);
