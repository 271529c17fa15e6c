import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { HttpError } from '../http-error';

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
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

async function countOf(tx: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await tx.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function assertRoomForGoal(userId: number, tx: Executor): Promise<void> {
  const n = await countOf(
    tx,
    sql`select count(*) as n from goals where user_id = ${userId} and job_status <> 'CLOSED'`,
  );
  if (n >= limits.unclosedGoalsPerUser) throw new HttpError(422, limitMessages.goals);
}

export async function assertRoomForTask(goalId: number, tx: Executor): Promise<void> {
  const n = await countOf(tx, sql`select count(*) as n from tasks where goal_id = ${goalId}`);
  if (n >= limits.tasksPerGoal) throw new HttpError(422, limitMessages.tasks);
}

export async function assertRoomForChild(parentId: number, tx: Executor): Promise<void> {
  const n = await countOf(tx, sql`select count(*) as n from users where parent_id = ${parentId}`);
  if (n >= limits.childrenPerFamily) throw new HttpError(422, limitMessages.children);
}
