// The goal statuses on their own, free of React, so the card and its stylesheet key on one list.

/** A goal's status, in the order the select lists them. Only open goals have a board. */
export const goalStatuses = ['new', 'open', 'closed'] as const;
export type GoalStatus = (typeof goalStatuses)[number];
