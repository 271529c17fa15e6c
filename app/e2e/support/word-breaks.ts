// Measures, in the page, whether a text keeps its words whole. One self-contained function (no
// imports, no outer helpers), so Playwright can run it in the page with
// `locator.evaluate(brokenWords, { language, text })`.

/**
 * The words of `text`, as `root` draws it (a card and its title), that do not sit whole on one
 * line: a word split over two lines (with or without a hyphen), or one that does not fit in
 * `root`.
 * Words are found by the language's own rules (Intl.Segmenter), so Japanese, which writes no
 * spaces, is measured word by word too. Answers 'word: why' lines; none when all is well.
 */
export function brokenWords(
  root: Element,
  { language, text: measured }: { language: string; text: string },
): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  // A word must lie inside the element measured (a card), not only inside its own inline box.
  const box = root.getBoundingClientRect();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const holder = node.parentElement;
    if (!holder || text.trim() !== measured) continue;
    const style = getComputedStyle(holder);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (holder.getClientRects().length === 0) continue;
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (!isWordLike) continue;
      const range = root.ownerDocument.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      // One rectangle per line the word is drawn on; tops closer than a pixel are one line.
      const lines = new Set(rects.map((rect) => Math.round(rect.top)));
      if (lines.size > 1) found.push(`${segment}: broken over ${lines.size} lines`);
      const right = Math.max(...rects.map((rect) => rect.right));
      const left = Math.min(...rects.map((rect) => rect.left));
      if (right > box.right + 1 || left < box.left - 1) {
        found.push(
          `${segment}: wider than its box (${(right - left).toFixed(0)} > ${box.width.toFixed(0)})`,
        );
      }
    }
  }
  return found;
}

/**
 * Every word drawn inside `root` that is not whole on one line: the check `brokenWords` makes
 * for one title, made for all of a page's visible text at once (headings, cards, the streak's
 * encouragement, a badge's description, the top bar). Text a person does not see (hidden, or
 * drawn for screen readers only in a 1 px clipped box) is left out. Answers 'word (in "text"):
 * why' lines; none when all is well. Self-contained, like `brokenWords`.
 */
export function brokenWordsIn(root: Element, { language }: { language: string }): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  const seen = (element: Element | null): boolean => {
    for (let at = element; at && at !== root.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      if (at.getAttribute('aria-hidden') === 'true' && at.tagName.toLowerCase() === 'svg') {
        return false;
      }
      // Drawn for screen readers only: clipped to nothing.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') {
        return false;
      }
    }
    return true;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const holder = node.parentElement;
    if (!holder || text.trim() === '' || holder.getClientRects().length === 0) continue;
    if (['script', 'style', 'option', 'textarea'].includes(holder.tagName.toLowerCase())) {
      continue;
    }
    if (!seen(holder)) continue;
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (!isWordLike) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      // One rectangle per line the word is drawn on; lines more than half a line apart.
      const tops = rects.map((rect) => rect.top).sort((a, b) => a - b);
      const height = Math.min(...rects.map((rect) => rect.height));
      const lines = tops.filter((top, at) => at === 0 || top - tops[at - 1]! > height / 2);
      if (lines.length > 1) {
        found.push(
          `${segment} (in "${text.trim().slice(0, 60)}"): broken over ${lines.length} lines`,
        );
      }
    }
  }
  return found;
}
