import { z } from 'zod';
import { categoryBadgeKind } from './badge-kind';
import { taskColor } from './palette';
import { starsPerTask } from './star-jar';
import { taskIconKey } from './task-icons';

// The task board's calls (spec §3 Goal, Task, Category; §7 board calls). Goals and tasks share
// one `items` list on GET /backlog: an item with a `tasks` array is a goal, others are tasks.
// Goals and tasks draw their ids from one sequence, so an item_id names exactly one item.

export { taskColor } from './palette';

export const jobStatus = z.enum(['NEW', 'OPEN', 'CLOSED']);
export type JobStatus = z.infer<typeof jobStatus>;

export const taskPriority = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export type TaskPriority = z.infer<typeof taskPriority>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** A goal's description: a few plain sentences, shown behind a "more" toggle. */
export const GOAL_DESCRIPTION_MAX = 500;

/** Ids are PostgreSQL integers; a larger number names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;
const itemId = z.number().int().positive().max(MAX_ID);
const idParam = z.coerce.number().int().positive().max(MAX_ID);
const timestamp = z.string();

/** A trimmed, non-blank title of at most 200 characters (spec §5). */
export const itemTitle = z
  .string({ error: 'The title is required' })
  .trim()
  .min(1, 'The title must not be blank')
  .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters long`);

/**
 * A goal's optional description: plain text (never markup), trimmed, at most 500 characters;
 * line breaks are kept. Blank text or null clears it.
 */
export const goalDescription = z
  .string({ error: 'The description must be text' })
  .trim()
  .max(
    GOAL_DESCRIPTION_MAX,
    `The description must be at most ${GOAL_DESCRIPTION_MAX} characters long`,
  );

/**
 * A goal's due date: a calendar day as ISO "YYYY-MM-DD" (no time; the owner's time zone decides
 * when it begins). The server also refuses a day already past in that zone; null clears it.
 */
export const goalDueDate = z
  .string({ error: 'due_date must be a date as YYYY-MM-DD, or null' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'due_date must be a date as YYYY-MM-DD, or null')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'due_date must be a real calendar day');

export const goal = z.object({
  item_id: itemId,
  id: itemId,
  title: z.string(),
  /**
   * Plain text or null. This server always sends it; optional so that a goal written without
   * one (an older server, a hand-made example) still reads.
   */
  description: z.string().nullable().optional(),
  job_status: jobStatus,
  tasks: z.array(itemId),
  category_id: itemId.nullable(),
  /** Null until the user first drags the goals; the list is already in the board's order. */
  position: z.number().int().nullable(),
  /**
   * Stars each of its tasks earns a child when finished (1-5; the star jar). Always sent by the
   * server; optional only so that goals written before the star jar still read (as 1).
   */
  stars_per_task: z.number().int().optional(),
  /**
   * The day the goal should be done by ("YYYY-MM-DD") or null. Always sent by the server;
   * optional so that goals written before due dates still read (as none).
   */
  due_date: z.string().nullable().optional(),
  created_at: timestamp,
  updated_at: timestamp,
  closed_at: timestamp.nullable(),
});
export type Goal = z.infer<typeof goal>;

export const task = z.object({
  item_id: itemId,
  id: itemId,
  goal_id: itemId,
  title: z.string(),
  job_status: jobStatus,
  description: z.string().nullable(),
  priority: taskPriority.nullable(),
  /**
   * Read as any text so that a board always loads: the rule is kept where colours are written
   * (taskColor), rows written before it were cleared by a migration (server drizzle/0015), and
   * the app draws only the ten palette names.
   */
  color: z.string().nullable(),
  /** A TaskIconKey for tasks written since the pictures came; older rows may hold other text. */
  icon: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  closed_at: timestamp.nullable(),
});
export type Task = z.infer<typeof task>;

export const backlogItem = z.union([goal, task]);
export type BacklogItem = z.infer<typeof backlogItem>;

export function isGoal(item: BacklogItem): item is Goal {
  return 'tasks' in item;
}

/** Every goal (in the user's order) followed by every task. */
export const backlogResponse = z.object({ items: z.array(backlogItem) });
export type BacklogResponse = z.infer<typeof backlogResponse>;

/** The spec's `user_id` query parameter: accepted for compatibility, must be the caller's own. */
export const userIdQuery = z.object({ user_id: idParam.optional() });
export type UserIdQuery = z.infer<typeof userIdQuery>;

export const itemIdParams = z.object({ itemId: idParam });
export const goalIdParams = z.object({ goalId: idParam });

export const createGoalBody = z.object({
  title: itemTitle,
  tasks: z.array(itemId).max(0, 'A new goal starts without tasks').optional(),
  category_id: itemId.nullable().optional(),
  description: goalDescription.nullable().optional(),
  /** Stars each finished task earns (1-5, 1 when left out); the goal dialog offers it to a parent. */
  stars_per_task: starsPerTask.optional(),
  /** The day to be done by, not in the past in the owner's time zone; null or left out for none. */
  due_date: goalDueDate.nullable().optional(),
});
export type CreateGoalBody = z.infer<typeof createGoalBody>;

/**
 * The full goal as the board holds it; `job_status`, `category_id` and `description` keep their
 * values when left out (null or blank text clears the description).
 */
export const updateGoalBody = z.object({
  item_id: itemId.optional(),
  title: itemTitle,
  tasks: z.array(itemId).optional(),
  job_status: jobStatus.optional(),
  category_id: itemId.nullable().optional(),
  description: goalDescription.nullable().optional(),
  /** Stars each finished task earns (1-5); keeps its value when left out. */
  stars_per_task: starsPerTask.optional(),
  /** Keeps its value when left out; null clears it; a new day must not be in the past. */
  due_date: goalDueDate.nullable().optional(),
});
export type UpdateGoalBody = z.infer<typeof updateGoalBody>;

export const reorderGoalsBody = z.object({
  goal_ids: z.array(itemId).min(1, 'At least one goal is required').max(1000),
});
export type ReorderGoalsBody = z.infer<typeof reorderGoalsBody>;

export const createTaskBody = z.object({
  title: itemTitle,
  goal_id: itemId,
  description: z.string().max(DESCRIPTION_MAX).nullable().optional(),
  priority: taskPriority.nullable().optional(),
  job_status: jobStatus.optional(),
  /** One of the ten palette names or `#rrggbb`; null removes it. */
  color: taskColor.nullable().optional(),
  /** The task's picture (one of taskIconKeys); null removes it. */
  icon: taskIconKey.nullable().optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

/** The full task; a field the client did not send keeps its stored value. */
export const updateTaskBody = z.object({
  item_id: itemId.optional(),
  goal_id: itemId.optional(),
  goalId: itemId.optional(),
  title: itemTitle.optional(),
  job_status: jobStatus.optional(),
  /** The board's column name; ignored, the status decides the column. */
  column: z.string().max(40).optional(),
  description: z.string().max(DESCRIPTION_MAX).nullable().optional(),
  priority: taskPriority.nullable().optional(),
  /** One of the ten palette names or `#rrggbb`; null removes it. */
  color: taskColor.nullable().optional(),
  /** The task's picture (one of taskIconKeys); null removes it. */
  icon: taskIconKey.nullable().optional(),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

/**
 * A task change sent with `If-Match: "<updated_at>"` (an offline change, made on that version)
 * when the task has changed since: 412 with the task as it is now, so the device can tell whose
 * change is the later one.
 */
export const taskChangedResponse = z.object({ detail: z.string(), task });
export type TaskChangedResponse = z.infer<typeof taskChangedResponse>;

export const goalTasksResponse = z.array(task);
export type GoalTasksResponse = z.infer<typeof goalTasksResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const category = z.object({
  category_id: itemId,
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  /** The badge this category's finished tasks count towards, or null for none. */
  badge_kind: categoryBadgeKind.nullable(),
});
export type Category = z.infer<typeof category>;

/** The flavor key, or a custom theme's theme_id, with its name and the categories goals may use. */
export const currentFlavorResponse = z.object({
  current_flavor: z.string(),
  name: z.string(),
  is_custom: z.boolean(),
  active_categories: z.array(category),
});
export type CurrentFlavorResponse = z.infer<typeof currentFlavorResponse>;

/** Board column of a status (spec §3): NEW is New, OPEN is In Progress, CLOSED is Done. */
export const columnOfStatus = { NEW: 'New', OPEN: 'In Progress', CLOSED: 'Done' } as const;
