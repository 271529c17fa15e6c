import { Icon, type IconProps } from './Icon';

/** Six dots: the sign for "hold here to drag", inside a drag handle that carries the name. */
export const GripIcon = (props: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...props}>
    {[6, 12, 18].flatMap((y) =>
      [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.75} />),
    )}
  </Icon>
);
