// Where the stars sit in the jar: rows from the bottom up, each row a little offset from the one
// below, like stars dropped in one by one. Pure numbers, so the drawing and its test share them.

/** The stars a jar draws one by one; past it the jar is brimming and the number says the rest. */
export const STAR_JAR_SLOTS = 20;

const columns = 4;
const bottom = 106;
const rowHeight = 13.5;
const left = 26;
const columnWidth = 16;

/** The centre of the star in slot `index` (0 is bottom left), in the jar's 100 × 120 drawing. */
export function starSlot(index: number): { x: number; y: number } {
  const row = Math.floor(index / columns);
  const column = index % columns;
  // Every other row sits a little to the right, as stars settle between the ones below.
  const shift = row % 2 === 0 ? -2 : 3;
  return { x: left + shift + column * columnWidth, y: bottom - row * rowHeight };
}

/** The height in the drawing of the line marking `goal` stars: just above that star's row. */
export function goalLineY(goal: number): number {
  const slot = Math.min(Math.max(1, Math.round(goal)), STAR_JAR_SLOTS) - 1;
  return starSlot(slot).y - rowHeight / 2;
}

/** The stars drawn for a count: every star up to the jar's slots. */
export const drawnStars = (stars: number) =>
  Math.min(STAR_JAR_SLOTS, Math.max(0, Math.floor(stars)));
