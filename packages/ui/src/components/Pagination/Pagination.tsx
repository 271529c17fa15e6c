import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { paginationItems } from './paginationItems';
import * as styles from './Pagination.css';

export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'onChange'> & {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The landmark's name, to tell several paginations apart. */
  label?: string;
};

/** Page links: 2 pages at each end, 5 around the current one, ellipses between. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className} {...props}>
      <ul className={styles.list}>
        <li>
          <IconButton
            label="Previous page"
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </li>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                className={cx(styles.page)}
                onClick={() => item.page !== page && onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label="Next page"
            variant="secondary"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </li>
      </ul>
    </nav>
  );
}
