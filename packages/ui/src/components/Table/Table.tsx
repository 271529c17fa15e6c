import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
} from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden as visuallyHiddenClass } from '../../internal/shared.css';
import * as styles from './Table.css';
import type { TableDensity, TableVariant } from './tableProps';
import { useHorizontalOverflow } from './useHorizontalOverflow';

// A semantic <table> with the theme's look. Use as Table.Root / Caption / Head / Body / Row /
// HeaderCell / Cell; each part takes its native element's props.

type CaptionRegistry = { captionId: string; registerCaption: () => () => void };
const CaptionContext = createContext<CaptionRegistry | null>(null);

export type RootProps = ComponentPropsWithRef<'table'> & {
  /** zebra shades every other body row; plain only rules the rows. */
  variant?: TableVariant;
  density?: TableDensity;
  /**
   * Names the scrolling region when the table is wider than its container. Without it the
   * region is named by the Table.Caption.
   */
  scrollLabel?: string;
};

/**
 * The table inside a wrapper that scrolls sideways. While the table overflows, the wrapper is a
 * focusable, named region so keyboard users can scroll it with the arrow keys.
 */
export function Root({
  variant = 'zebra',
  density = 'comfortable',
  scrollLabel,
  className,
  ...props
}: RootProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(scrollerRef);
  const captionId = useId();
  const [captions, setCaptions] = useState(0);
  const [registry] = useState<CaptionRegistry>(() => ({
    captionId,
    registerCaption: () => {
      setCaptions((count) => count + 1);
      return () => setCaptions((count) => count - 1);
    },
  }));
  const named = scrollLabel !== undefined || captions > 0;
  return (
    <CaptionContext.Provider value={registry}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        data-overflowing={overflowing ? '' : undefined}
        // Only a region that scrolls needs a tab stop; it is a named region when it can be named.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
        tabIndex={overflowing ? 0 : undefined}
        {...(overflowing && named
          ? {
              role: 'region',
              'aria-label': scrollLabel,
              'aria-labelledby': scrollLabel === undefined ? captionId : undefined,
            }
          : {})}
      >
        <table
          className={cx(styles.root, styles.variant[variant], styles.density[density], className)}
          data-variant={variant}
          data-density={density}
          {...props}
        />
      </div>
    </CaptionContext.Provider>
  );
}

export type CaptionProps = Omit<ComponentPropsWithRef<'caption'>, 'id'> & {
  /** Keeps the caption for screen readers only, when a heading nearby already says it. */
  visuallyHidden?: boolean;
};

/** What the table shows; it also names the scrolling region. */
export function Caption({ visuallyHidden = false, className, ...props }: CaptionProps) {
  const registry = useContext(CaptionContext);
  useLayoutEffect(() => registry?.registerCaption(), [registry]);
  return (
    <caption
      id={registry?.captionId}
      className={cx(visuallyHidden ? visuallyHiddenClass : styles.caption, className)}
      {...props}
    />
  );
}

export type HeadProps = ComponentPropsWithRef<'thead'>;
export function Head(props: HeadProps) {
  return <thead {...props} />;
}

export type BodyProps = ComponentPropsWithRef<'tbody'>;
export function Body(props: BodyProps) {
  return <tbody {...props} />;
}

export type RowProps = ComponentPropsWithRef<'tr'>;
export function Row({ className, ...props }: RowProps) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

export type HeaderCellProps = ComponentPropsWithRef<'th'>;
/** A header cell; `scope` defaults to "col" (use "row" or "rowgroup" in the body). */
export function HeaderCell({ scope = 'col', className, ...props }: HeaderCellProps) {
  return <th scope={scope} className={cx(styles.headerCell, className)} {...props} />;
}

export type CellProps = ComponentPropsWithRef<'td'>;
export function Cell({ className, ...props }: CellProps) {
  return <td className={cx(styles.cell, className)} {...props} />;
}
