// Points of stars and bursts for the illustrations, rounded to tenths so the markup stays small.

const round = (n: number) => Math.round(n * 10) / 10;

/** The `points` of a star (or a burst) with `tips` points between radius `outer` and `inner`. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, tips = 5): string {
  const points: string[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / tips - Math.PI / 2;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}
