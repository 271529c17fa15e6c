import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { useDensityClass } from '../Density/Density';
import * as styles from './Tooltip.css';

export type TooltipProps = {
  /** The hint. It is extra help: never put the only name of a control here. */
  content: ReactNode;
  /** The focusable element the tooltip describes (a Button, IconButton, link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
  className?: string;
};

/**
 * A short hint (Radix Tooltip). A mouse shows it on hover, the keyboard on focus; Escape hides it.
 * A tap, a stylus or pressing the control (Enter, Space, a screen reader's activation) toggles it
 * like a toggletip, and the hint is then announced politely, so touch and screen reader users
 * get it too. A tap elsewhere hides it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen = false,
  onOpenChange,
  delayDuration = 300,
  className,
}: TooltipProps) {
  const density = useDensityClass();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const shown = open ?? ownOpen;
  // Opened by pressing the control (not by hover or focus): the hint is announced, and the next
  // press hides it again.
  const [pressed, setPressed] = useState(false);
  // While a press is handled, Radix's own reaction to it (it hides the hint on click) is
  // ignored: the press decides.
  const pressing = useRef(false);
  // How the press began, and whether the hint was pressed open then (Radix hides it on pointer
  // down, before the click arrives).
  const pointer = useRef<string | null>(null);
  const pressedAtDown = useRef<boolean | null>(null);

  const setShown = (next: boolean) => {
    setOwnOpen(next);
    setPressed(false);
    onOpenChange?.(next);
  };

  const press = (event: MouseEvent) => {
    // A mouse click keeps Radix's tooltip behaviour: the hint came with the hover.
    const byMouse = pointer.current === 'mouse' && event.detail > 0;
    const before = pressedAtDown.current ?? pressed;
    pointer.current = null;
    pressedAtDown.current = null;
    if (byMouse) return;
    pressing.current = true;
    queueMicrotask(() => {
      pressing.current = false;
    });
    setShown(!before);
    setPressed(!before);
  };

  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root
        open={shown}
        onOpenChange={(next) => {
          if (!pressing.current) setShown(next);
        }}
      >
        <RadixTooltip.Trigger
          asChild
          onPointerDown={(event) => {
            pointer.current = event.pointerType;
            pressedAtDown.current = pressed;
          }}
          onClick={press}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className={cx(density, styles.content, className)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
      <span role="status" className={visuallyHidden}>
        {shown && pressed ? content : null}
      </span>
    </RadixTooltip.Provider>
  );
}
