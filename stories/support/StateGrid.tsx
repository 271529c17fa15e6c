import { useState, type ReactNode } from 'react';
import { Button } from '@taskboard/ui';

// The page of a component's states side by side: each state in a labelled cell, so a designer
// sees them all at once (and the Dark story shows the same page in the dark theme).

export function StateGrid({ children, min = '18rem' }: { children: ReactNode; min?: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
        gap: '1.5rem',
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}

export function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure
      style={{ margin: 0, display: 'grid', gap: '0.5rem', minWidth: 0 }}
      data-state-name={name}
    >
      <figcaption style={{ fontSize: '0.8125rem', fontWeight: 700 }}>{name}</figcaption>
      {children}
    </figure>
  );
}

/** The names of the cells on a page, for a play function to check every state is there. */
export const stateNames = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-state-name]')].map(
    (cell) => cell.dataset.stateName,
  );

/**
 * For a page that shows one component several times: its landmarks (a header, named sections)
 * repeat there by design, which axe reports as duplicates. Every other rule still applies.
 */
export const repeatedLandmarks = {
  a11y: {
    config: {
      rules: [
        { id: 'landmark-unique', enabled: false },
        { id: 'landmark-no-duplicate-banner', enabled: false },
      ],
    },
  },
};

/**
 * A dialog's state on its page: a modal cannot sit beside another, so each cell opens its state
 * with a button. `children` renders the dialog with its open state.
 */
export function DialogState({
  name,
  children,
}: {
  name: string;
  children: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <State name={name}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show: {name}
      </Button>
      {children(open, setOpen)}
    </State>
  );
}
