// The board's and screens' composite components (GoalCard, TaskSwipeCard, Column, ...).
export {};
