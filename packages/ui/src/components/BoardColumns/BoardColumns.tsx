import * as RadixTabs from '@radix-ui/react-tabs';
import {
  Fragment,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';
import * as styles from './BoardColumns.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** One column of the board: its name, how many tasks it holds, and the column itself. */
export type BoardColumnsEntry = {
  column: BoardColumn;
  /** The column's name on its tab. */
  title: string;
  count: number;
  /** The column (a Column with its task cards). */
  content: ReactNode;
};

/** Every text of the board's columns, with English defaults. */
export type BoardColumnsMessages = {
  /** The name of the tabs a narrow board shows instead of its columns side by side. */
  tabs: string;
  /** A tab's name: the column's name and its count ('New, 3 tasks'). */
  tab: (column: string, count: number) => string;
};

export const defaultBoardColumnsMessages: BoardColumnsMessages = defineMessages('boardColumns', {
  tabs: 'Columns',
  tab: icu(
    '{column}, {count, plural, one {# task} other {# tasks}}',
    (column: string, count: number) => ({
      column,
      count,
    }),
  ),
});

export const boardColumnsArrangements = ['columns', 'tabs'] as const;
export type BoardColumnsArrangement = (typeof boardColumnsArrangements)[number];

export type BoardColumnsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  columns: readonly BoardColumnsEntry[];
  /** The column a narrow board shows (controlled). */
  value?: BoardColumn;
  /** The column a narrow board shows first; New unless given. */
  defaultValue?: BoardColumn;
  onValueChange?: (column: BoardColumn) => void;
  messages?: Partial<BoardColumnsMessages>;
};

// The custom property behind `columnCount`: vanilla-extract gives `var(--name)`, inline style needs `--name`.
const columnCountProperty = styles.columnCount.replace(/^var\((.*)\)$/, '$1');

/** A column's sign on its tab: empty, half and full circles, read with the tab's name. */
function ColumnSign({ column }: { column: BoardColumn }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      {column === 'progress' ? <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" /> : null}
      {column === 'done' ? <circle cx="12" cy="12" r="9" fill="currentColor" /> : null}
    </svg>
  );
}

/**
 * A board's columns side by side while each can be at least the theme's board column wide
 * (`size.boardColumn`); narrower, one column at a time under tabs that show each column's count,
 * so no column is squeezed until its words break and the page never scrolls sideways. The
 * board measures its own width, not the window's: the same board fits a phone, a tablet beside
 * a menu, and a desktop. The arrangement in use is on `data-arrangement`.
 */
export function BoardColumns({
  columns,
  value,
  defaultValue = 'new',
  onValueChange,
  messages,
  className,
  style,
  ...props
}: BoardColumnsProps) {
  const text = useUiMessages('boardColumns', defaultBoardColumnsMessages, messages);
  const root = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  // Undefined until measured: the first render holds the probe alone, so measuring lays out one
  // empty box, and the cards are made once, in their arrangement. Rendered side by side first,
  // a phone's 200 cards were built, laid out in three columns and thrown away before the tabs.
  const [arrangement, setArrangement] = useState<BoardColumnsArrangement>();
  const [chosen, setChosen] = useState<BoardColumn>(defaultValue);
  const shown = value ?? chosen;

  // Measured before the first paint and again whenever the board's width changes.
  useLayoutEffect(() => {
    const board = root.current;
    const needed = probe.current;
    if (!board || !needed) return;
    const measure = () =>
      setArrangement(
        needed.getBoundingClientRect().width <= board.clientWidth ? 'columns' : 'tabs',
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(board);
    return () => observer.disconnect();
  }, []);

  const choose = (column: string) => {
    setChosen(column as BoardColumn);
    onValueChange?.(column as BoardColumn);
  };
  const count = { [columnCountProperty]: String(columns.length) } as CSSProperties;

  return (
    <div
      ref={root}
      data-arrangement={arrangement}
      className={cx(styles.root, className)}
      style={{ ...count, ...style }}
      {...props}
    >
      <div className={styles.probeBox} aria-hidden="true">
        <div ref={probe} className={styles.probe} />
      </div>
      {arrangement === undefined ? null : arrangement === 'columns' ? (
        <div className={styles.row}>
          {/* Each column (a Column) takes an equal share of the row. */}
          {columns.map((entry) => (
            <Fragment key={entry.column}>{entry.content}</Fragment>
          ))}
        </div>
      ) : (
        <RadixTabs.Root value={shown} onValueChange={choose} className={styles.root}>
          <RadixTabs.List aria-label={text.tabs} className={styles.tabs}>
            {columns.map((entry) => (
              <RadixTabs.Trigger key={entry.column} value={entry.column} className={styles.tab}>
                {/* Seen: the column's sign, its count and its name; heard: 'New, 3 tasks'. */}
                <span className={styles.tabTop} aria-hidden="true">
                  <ColumnSign column={entry.column} />
                  <span className={cx(styles.countBase, styles.count[entry.column])}>
                    {entry.count}
                  </span>
                </span>
                <span className={styles.tabTitle} aria-hidden="true">
                  {entry.title}
                </span>
                <span className={visuallyHidden}>{text.tab(entry.title, entry.count)}</span>
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
          {columns.map((entry) => (
            <RadixTabs.Content key={entry.column} value={entry.column}>
              {entry.content}
            </RadixTabs.Content>
          ))}
        </RadixTabs.Root>
      )}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    boardColumns: BoardColumnsMessages;
  }
}
