import type { Executor } from '../db/database';
import { HttpError } from '../http-error';
import { limitsRepository } from '../repositories/limits-repository';

/** How far one family's data may grow: enough for any family, too little to fill a server. */
export const limits = {
  childrenPerFamily: 10,
  unclosedGoalsPerUser: 500,
  tasksPerGoal: 50,
} as const;

export const limitMessages = {
  children: `A family can have at most ${limits.childrenPerFamily} children.`,
  goals: `You can have at most ${limits.unclosedGoalsPerUser} goals that are not closed. Close or delete some first.`,
  tasks: `A goal can have at most ${limits.tasksPerGoal} tasks.`,
} as const;

/**
 * Serialises one user's (or family's) creations inside a transaction: the count read after this
 * lock cannot be overtaken by a parallel request, so a limit holds exactly.
 */
export async function lockUser(userId: number, tx: Executor): Promise<void> {
  await limitsRepository(tx).lockUser(userId);
}

export async function assertRoomForGoal(userId: number, tx: Executor): Promise<void> {
  const n = await limitsRepository(tx).countUnclosedGoals(userId);
  if (n >= limits.unclosedGoalsPerUser) throw new HttpError(422, limitMessages.goals);
}

export async function assertRoomForTask(goalId: number, tx: Executor): Promise<void> {
  const n = await limitsRepository(tx).countTasks(goalId);
  if (n >= limits.tasksPerGoal) throw new HttpError(422, limitMessages.tasks);
}

export async function assertRoomForChild(parentId: number, tx: Executor): Promise<void> {
  const n = await limitsRepository(tx).countChildren(parentId);
  if (n >= limits.childrenPerFamily) throw new HttpError(422, limitMessages.children);
}
