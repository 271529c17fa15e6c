/** Six dots: the sign for "hold here to drag". */
export function GripIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[6, 12, 18].flatMap((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.75} fill="currentColor" />),
      )}
    </svg>
  );
}
