import { useEffect, type RefObject } from 'react';

// Focus that stays with the board's things when React re-creates them. A card moved to another
// column is a new element there; a deleted card is gone; a closed title editor leaves no field.
// Without help the browser drops focus on <body> and a keyboard user starts again from the top.
//
// The board's re-creatable things carry `data-focus-key` (a card, a drag handle, a goal card, a
// column); a list that can run empty names where focus goes then with `data-focus-fallback`.
// When the element that had focus inside the board leaves the page and focus fell to <body>, the
// keeper puts it on, in this order:
//   1. the same element, when it was only moved (re-inserted elsewhere in the list);
//   2. inside a thing that is still there (a title whose editor closed): the control that opened
//      the editor, else its first control, else the control around it;
//   3. the thing with the same key, wherever it is now (the moved card in its new column);
//   4. when the thing is gone (deleted): its next neighbour in its list, else the previous one,
//      else the list's fallback.
// The check runs in a MutationObserver: right after the React commit that removed the element, in
// the same task, so focus is in place before any timer or animation frame runs. What still comes
// later aims at the removed element and does nothing (Radix's focus return when a menu or dialog
// closed over it); dnd-kit's own return, a frame after a drop, is turned off where the board
// uses it, as it would aim at the handle the drag started from.

const tabbableSelector = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Layers the board opens over itself (dialogs, menus, select lists): focus inside one still
 * belongs to the board, and comes back when it closes.
 */
const layerSelector =
  '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[data-radix-popper-content-wrapper]';

/** An in-place title editor's root (ui's EditableTitle shows its state as data-editing). */
const titleSelector = '[data-editing]';

/** A control of an editable title, by its place among the title's controls. */
type TitleControl = { title: Element; index: number };

/** What had focus in the board, and what was around it then. */
type Memory = {
  element: HTMLElement;
  /** The element and its ancestors up to the board's root, nearest first. */
  chain: HTMLElement[];
  /** Keys of the neighbours of the nearest keyed thing: the next ones first, then the previous. */
  neighbours: string[];
  /** Where the element sits among its editable title's controls (the edit button, say). */
  titleControl: TitleControl | null;
  /** The title control that opened the editor the element is in. */
  opener: TitleControl | null;
  /** The element has left the page (focus may have been in a layer then). */
  gone: boolean;
};

const keyOf = (element: Element) => element.getAttribute('data-focus-key');

function isUsable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.closest('[inert]') === null;
}

function tabbablesIn(container: Element): HTMLElement[] {
  const inside = Array.from(container.querySelectorAll(tabbableSelector)).filter(isUsable);
  return container.matches(tabbableSelector) && isUsable(container)
    ? [container, ...inside]
    : inside;
}

const firstTabbable = (container: Element) => tabbablesIn(container)[0] ?? null;

function findKey(root: HTMLElement, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
}

/** The keys of the same kind of thing (`board-task-…`) in the list items around `thing`. */
function neighbourKeys(thing: HTMLElement): string[] {
  const key = keyOf(thing);
  const item = thing.closest('li');
  if (key === null || item === null) return [];
  const kind = `${key.replace(/-[^-]*$/, '')}-`;
  const keyIn = (sibling: Element | null) =>
    sibling
      ?.querySelector(`[data-focus-key^="${CSS.escape(kind)}"]`)
      ?.getAttribute('data-focus-key') ?? null;
  const siblings = (way: 'nextElementSibling' | 'previousElementSibling') => {
    const found: Element[] = [];
    for (let sibling = item[way]; sibling; sibling = sibling[way]) found.push(sibling);
    return found;
  };
  return [...siblings('nextElementSibling'), ...siblings('previousElementSibling')]
    .map(keyIn)
    .filter((found): found is string => found !== null);
}

/** Keys of the neighbours of the nearest keyed thing in `chain`. */
function neighboursIn(chain: readonly HTMLElement[]): string[] {
  const thing = chain.find((node) => keyOf(node) !== null);
  return thing ? neighbourKeys(thing) : [];
}

function remember(root: HTMLElement, element: HTMLElement, previous: Memory | null): Memory {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement) {
    chain.push(node);
  }
  const title = element.closest(titleSelector);
  const index = title ? tabbablesIn(title).indexOf(element) : -1;
  const editing = title?.getAttribute('data-editing') === 'true';
  // In an editor: the title control focus came from opened it (or opened it for the control
  // focus came from, when it moved between the field and the Save button).
  const sameTitle = previous !== null && previous.titleControl?.title === title;
  const opener = editing && sameTitle ? (previous.opener ?? previous.titleControl) : null;
  return {
    element,
    chain,
    neighbours: neighboursIn(chain),
    titleControl: title && index !== -1 ? { title, index } : null,
    opener,
    gone: false,
  };
}

/** Inside `node`, which is still on the page: the editor's opener, its first control, or the one around it. */
function insideOf(node: HTMLElement, opener: TitleControl | null): HTMLElement | null {
  const controls = tabbablesIn(node);
  const opening = opener?.title === node ? controls[opener.index] : undefined;
  return (
    opening ?? controls[0] ?? node.parentElement?.closest<HTMLElement>(tabbableSelector) ?? null
  );
}

/** Where focus goes now that `memory.element` has left the page; null when nowhere fits. */
function replacement(root: HTMLElement, memory: Memory): HTMLElement | null {
  const { element, chain } = memory;
  if (element.isConnected) return element;
  const keyedAt = chain.findIndex((node) => keyOf(node) !== null);
  if (keyedAt === -1) return null;
  const stillThere = chain.slice(1, keyedAt).find((node) => node.isConnected);
  if (stillThere) return insideOf(stillThere, memory.opener);
  const thing = chain[keyedAt]!;
  const twin = findKey(root, keyOf(thing)!);
  if (twin) return keyedAt === 0 ? twin : firstTabbable(twin);
  for (const key of memory.neighbours) {
    const neighbour = findKey(root, key);
    const target = neighbour && firstTabbable(neighbour);
    if (target) return target;
  }
  const list = chain.slice(keyedAt + 1).find((node) => node.hasAttribute('data-focus-fallback'));
  if (!list?.isConnected) return null;
  const fallback = list.getAttribute('data-focus-fallback');
  return fallback ? findKey(root, fallback) : list;
}

/** Keeps focus with the board's things inside `root` (see above). */
export function useFocusKeeper(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const board = root.current;
    if (!board) return;
    let memory: Memory | null = null;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (board.contains(target)) memory = remember(board, target, memory);
      else if (target.closest(layerSelector) === null) memory = null;
    };
    // A press outside a layer is the person choosing where to go next (clicking away from a
    // field included): whatever it focuses is remembered afresh.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(layerSelector) !== null) return;
      memory = null;
    };

    const observer = new MutationObserver((records) => {
      if (!memory) return;
      const { element } = memory;
      const removed =
        !element.isConnected ||
        records.some((record) =>
          Array.from(record.removedNodes).some((node) => node.contains(element)),
        );
      if (removed) memory.gone = true;
      const active = document.activeElement;
      const focusLost = active === null || active === document.body;
      if (memory.gone && focusLost && board.isConnected) {
        const target = replacement(board, memory);
        memory = null;
        // Focusing it remembers it afresh (focusin), for the next re-render.
        target?.focus();
      } else if (!memory.gone) {
        // The lists change while focus stays (tasks added, moved): keep the neighbours current.
        memory.neighbours = neighboursIn(memory.chain);
      }
    });

    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    observer.observe(document.body, { childList: true, subtree: true });
    if (document.activeElement instanceof HTMLElement && board.contains(document.activeElement)) {
      memory = remember(board, document.activeElement, null);
    }
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      observer.disconnect();
    };
  }, [root]);
}
