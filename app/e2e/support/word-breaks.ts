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
