// Measures what a finger can press inside an element: each target's box and the room between
// targets. One self-contained function (no imports, no outer helpers), so Playwright can run it
// in the page (`locator.evaluate(measureTargets, …)`) as the stories run it in theirs.

export type TargetMeasures = {
  /** How many targets can be pressed now. */
  count: number;
  /** Targets narrower or lower than `size`: 'name: w×h'. */
  small: string[];
  /** Pairs of targets closer than `gap` (a target holding another, like a card, is not counted). */
  crowded: string[];
};

export function measureTargets(
  root: Element,
  { size, gap }: { size: number; gap: number },
): TargetMeasures {
  const interactive =
    'button, a[href], input, select, textarea, [role="slider"], [tabindex]:not([tabindex="-1"])';
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ??
    element.textContent?.trim().slice(0, 40) ??
    element.tagName;
  // The box a finger presses: a hidden radio's label, a slider's whole track area.
  const pressed = (element: Element): Element => {
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'radio' || element.type === 'checkbox')
    ) {
      return element.closest('label') ?? element;
    }
    if (element.getAttribute('role') === 'slider') {
      return element.parentElement?.closest('[data-orientation]') ?? element;
    }
    return element;
  };
  const shown = (element: Element) => {
    if (element.closest('[inert]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const targets = [...root.querySelectorAll(interactive)].filter(shown).map((element) => {
    const target = pressed(element);
    return { name: nameOf(element), element: target, box: target.getBoundingClientRect() };
  });

  const small = targets
    .filter(({ box }) => Math.min(box.width, box.height) < size - 0.5)
    .map(({ name, box }) => `${name}: ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);

  const crowded: string[] = [];
  targets.forEach((a, index) => {
    for (const b of targets.slice(index + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const dx = Math.max(0, b.box.left - a.box.right, a.box.left - b.box.right);
      const dy = Math.max(0, b.box.top - a.box.bottom, a.box.top - b.box.bottom);
      const apart = Math.hypot(dx, dy);
      if (apart < gap - 0.5) crowded.push(`${a.name} ↔ ${b.name}: ${apart.toFixed(1)}px`);
    }
  });

  return { count: targets.length, small, crowded };
}
