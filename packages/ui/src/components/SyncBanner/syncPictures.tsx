import { Icon, type IconProps } from '../../internal/icons/Icon';

// Small clouds for work that has not reached the family's other devices yet. Decorative, like
// every icon here: the words beside them (or the label of the mark holding one) say the same.

const cloud = 'M7 18a4 4 0 0 1-.6-8A6 6 0 0 1 18 8.6 4.7 4.7 0 0 1 17.5 18z';

/** A cloud struck through: not connected. */
export const CloudOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d={cloud} />
    <path d="M4 4l16 16" />
  </Icon>
);

/** A cloud with an arrow going up into it: sending. */
export const CloudUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d={cloud} />
    <path d="M12 16v-5M9.5 13.5L12 11l2.5 2.5" />
  </Icon>
);

/** A cloud with a clock's hands: a change waits to be sent. */
export const CloudWaitIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d={cloud} />
    <path d="M12 10.5V13.5h2.5" />
  </Icon>
);
