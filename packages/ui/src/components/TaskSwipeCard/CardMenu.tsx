import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/cx';
import * as popoverStyles from '../../internal/popover.css';
import { useDensityClass } from '../Density/Density';
import * as menuStyles from '../Menu/Menu.css';
import type { MenuItemTone } from '../Menu/Menu';
import * as styles from './CardMenu.css';

export type CardMenuItem = {
  key: string;
  label: ReactNode;
  tone?: MenuItemTone;
  onSelect: () => void;
};

/** What the button that opens the menu must carry: spread them onto a Button or IconButton. */
export type CardMenuTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

type CardMenuProps = {
  trigger: (props: CardMenuTriggerProps) => ReactNode;
  items: readonly CardMenuItem[];
};

// The gap between the button and the menu, and the least room kept to the window's edges.
const GAP = 6;
const EDGE = 8;

/** What takes focus as the menu opens: an item (a key opened it), or the menu itself. */
type FocusOnOpen = 'first' | 'last' | 'menu';

/** Where a menu's button is, and the window's size, as the menu opens. */
type Anchor = { button: DOMRect; width: number; height: number };
const anchorOf = (button: HTMLElement): Anchor => ({
  button: button.getBoundingClientRect(),
  width: window.innerWidth,
  height: window.innerHeight,
});

/**
 * A menu light enough to sit on every card of a board: a button that opens a short list of
 * actions at the end of the page (so the card's containment never clips it), placed under the
 * button, or above it in the window's lower half. The library's Menu (Radix)
 * measures, observes and traps focus on every open, which on a slow phone took longer than a tap
 * may take to show (an interaction to next paint of 100 ms); a card's menu needs less: the arrow
 * keys, Home and End, Escape, Tab or a tap outside to close, focus back on the button (a tap
 * outside leaves focus where it landed). A chosen action
 * runs once the closed menu is on screen, so what it draws (a task moving to another column)
 * never holds back the tap's own answer.
 */
export function CardMenu({ trigger, items }: CardMenuProps) {
  const density = useDensityClass();
  const [open, setOpen] = useState(false);
  // What takes focus as the menu opens: the first item, the last (ArrowUp on the button), or
  // the menu itself (a tap).
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<Anchor | null>(null);
  const id = useId();
  const menuId = `${id}-menu`;

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const openWith = (focus: FocusOnOpen) => {
    // Where the button is, read now, while the page's layout is still the one on screen: read
    // after the menu is added, it would make the browser lay the whole page out at once.
    if (buttonRef.current) anchorRef.current = anchorOf(buttonRef.current);
    setFocusOnOpen(focus);
    setOpen(true);
  };

  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu || !button) return;
    // Placed from the button alone, never by measuring the menu: under the button, or above it
    // in the window's lower half; its end on the button's end, or its start on the button's
    // start in the window's left half.
    const place = ({ button: at, width, height }: Anchor) => {
      const style = menu.style;
      const lowerHalf = at.top > height / 2;
      const leftHalf = at.right < width / 2;
      style.top = lowerHalf ? '' : `${Math.round(at.bottom + GAP)}px`;
      style.bottom = lowerHalf ? `${Math.round(height - at.top + GAP)}px` : '';
      style.left = leftHalf ? `${Math.round(Math.max(EDGE, at.left))}px` : '';
      style.right = leftHalf ? '' : `${Math.round(Math.max(EDGE, width - at.right))}px`;
    };
    place(anchorRef.current ?? anchorOf(button));
    const follow = () => place(anchorOf(button));
    // Focus moves in the frame that draws the menu: moved now, it would make the browser work
    // out the whole page's styles once more before that frame.
    const focusing = requestAnimationFrame(() => {
      // Focus already moved into the menu before this frame (a quick key or tap) stays there.
      if (menu.contains(document.activeElement)) return;
      const itemsNow = menu.querySelectorAll<HTMLElement>('[role="menuitem"]');
      if (focusOnOpen === 'menu') menu.focus();
      else itemsNow[focusOnOpen === 'first' ? 0 : itemsNow.length - 1]?.focus();
    });
    // The menu follows its button while the page or a column scrolls under it.
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(focusing);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [open, focusOnOpen]);

  // A tap anywhere but the menu and its button closes it; focus stays where the tap put it.
  useEffect(() => {
    if (!open) return;
    const tapOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', tapOutside, true);
    return () => document.removeEventListener('pointerdown', tapOutside, true);
  }, [open]);

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    // From the menu itself (opened by a tap) ArrowUp goes to the last item, ArrowDown to the first.
    else if (event.key === 'ArrowUp') focusAt(at === -1 ? list.length - 1 : at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    // Tab does not walk out of a menu (it sits at the page's end): it closes it, as Escape does.
    else if (event.key === 'Escape' || event.key === 'Tab') close(true);
    else return;
    event.preventDefault();
    // The card's own keys (its arrow keys move the task) are not for keys typed in its menu.
    event.stopPropagation();
  };

  const select = (item: CardMenuItem) => {
    close(true);
    afterNextPaint(item.onSelect);
  };

  return (
    <>
      {trigger({
        ref: buttonRef,
        id,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        'data-state': open ? 'open' : 'closed',
        // A click made by a key (Enter, Space: no pointer, so `detail` 0) opens on the first item;
        // a tap or a click opens on the menu itself, nothing highlighted until a key is pressed.
        onClick: (event) => (open ? close(false) : openWith(event.detail === 0 ? 'first' : 'menu')),
        onKeyDown: (event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          event.stopPropagation();
          openWith(event.key === 'ArrowDown' ? 'first' : 'last');
        },
      })}
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-labelledby={id}
              className={cx(density, popoverStyles.popover, styles.menu)}
              onKeyDown={handleMenuKeyDown}
            >
              {items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  data-tone={item.tone ?? 'neutral'}
                  className={cx(
                    popoverStyles.item,
                    styles.item,
                    item.tone === 'danger' && menuStyles.danger,
                  )}
                  // Highlighted as the library's Menu highlights: where focus or the pointer is.
                  onFocus={(event) => event.currentTarget.setAttribute('data-highlighted', '')}
                  onBlur={(event) => event.currentTarget.removeAttribute('data-highlighted')}
                  onPointerMove={(event) => event.currentTarget.focus()}
                  onClick={() => select(item)}
                >
                  {item.label}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/**
 * Runs `action` once the frame now being prepared has been painted: a message posted from the
 * next animation frame arrives in a task after that frame. A hidden page paints no frames, so
 * there the message goes at once.
 */
function afterNextPaint(action: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    action();
  };
  const post = () => channel.port2.postMessage(null);
  if (document.visibilityState === 'hidden') post();
  else requestAnimationFrame(post);
}
