// The media query under which every motion duration token becomes 0ms.
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
