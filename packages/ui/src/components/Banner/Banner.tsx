import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import type { BannerTone } from './Banner.props';
import * as styles from './Banner.css';

export type BannerProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  tone: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
};

const icons: Record<BannerTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

/** A message about the page: dangers (errors) and warnings interrupt, the rest is announced politely. */
export function Banner({ tone, title, children, className, ...props }: BannerProps) {
  const Icon = icons[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(styles.root, styles.tone[tone], className)}
      {...props}
    >
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
