import type { ComponentPropsWithRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Button, type ButtonVariant } from '../Button';
import { IconButton } from '../IconButton';
import { paginationItems } from './paginationItems';
import * as styles from './Pagination.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the pagination, with English defaults. */
export type PaginationMessages = {
  /** The landmark's name when none is given. */
  label: string;
  previous: string;
  next: string;
  /** A page button's name, given its number. */
  page: (page: number) => string;
};

export const defaultPaginationMessages: PaginationMessages = defineMessages('pagination', {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: icu('Page {page}', (page: number) => ({ page })),
});

/**
 * The Button variant of the current page and of the others. The current page is a whole variant,
 * not a colour laid over another: its hover colours are then the variant's own, which the
 * contrast test checks.
 */
export const paginationPageVariants = {
  current: 'primary',
  other: 'secondary',
} as const satisfies Record<string, ButtonVariant>;

export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'onChange'> & {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The landmark's name, to tell several paginations apart; 'Pagination' by default. */
  label?: string;
  messages?: Partial<PaginationMessages>;
};

/** Page links: 2 pages at each end, 5 around the current one, ellipses between. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  messages,
  className,
  ...props
}: PaginationProps) {
  const text = useUiMessages('pagination', defaultPaginationMessages, messages);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? text.label} className={className} {...props}>
      <ul className={styles.list}>
        <li>
          <IconButton
            label={text.previous}
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
                variant={
                  item.page === page ? paginationPageVariants.current : paginationPageVariants.other
                }
                size="sm"
                aria-label={text.page(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => item.page !== page && onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={text.next}
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

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    pagination: PaginationMessages;
  }
}
