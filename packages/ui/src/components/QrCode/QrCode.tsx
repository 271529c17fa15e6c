import { useMemo, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { lightTheme } from '../../theme/light.css';
import * as styles from './QrCode.css';
import { modulesPath, QUIET_ZONE, qrModules } from './qrModules';

export type QrCodeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The text the code carries (a link, an otpauth:// address…). */
  value: string;
  /** What the code is, for people who cannot see it ("QR code for your authenticator app"). */
  label: string;
};

/**
 * A QR code drawn in the page as SVG, made here from `value`: nothing is sent to an image
 * service. Medium error correction, so a slightly blurred phone camera still reads it.
 */
export function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const modules = useMemo(() => qrModules(value), [value]);
  const size = modules.length;
  return (
    <span className={cx(lightTheme, styles.root, className)} {...props}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        data-modules={size - 2 * QUIET_ZONE}
      >
        <rect className={styles.paper} width={size} height={size} />
        <path className={styles.ink} d={modulesPath(modules)} />
      </svg>
    </span>
  );
}
