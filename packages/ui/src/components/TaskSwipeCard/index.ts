export * from './TaskSwipeCard';
export * from './taskMoves';
