import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as either resizes.
 * A table wider than its container scrolls sideways, and a scrolling region must then be
 * reachable by keyboard.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table itself grows when rows or long texts arrive.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
