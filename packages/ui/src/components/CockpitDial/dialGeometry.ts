// Pure geometry for the semicircle gauge, free of React so it is unit-tested.

/** How full the dial is: value over target, between 0 and 1 (an empty target reads as empty). */
export function dialFraction(value: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value / target));
}

/** The arc's end angle in radians: the semicircle runs from −π/2 (left) to +π/2 (right). */
export function dialEndAngle(fraction: number): number {
  return -Math.PI / 2 + Math.PI * fraction;
}
