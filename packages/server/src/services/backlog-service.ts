import type {
  CreateGoalBody,
  CreateTaskBody,
  Goal,
  MessageResponse,
  Task,
  UpdateGoalBody,
  UpdateTaskBody,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { BadgeRow, GoalRow, TaskRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { categoriesRepository } from '../repositories/categories-repository';
import { goalsRepository } from '../repositories/goals-repository';
import { tasksRepository, type TaskChanges } from '../repositories/tasks-repository';
import { assertRoomForGoal, assertRoomForTask, lockUser } from './limits';
import { progressService, type ProgressEvent, type ProgressService } from './progress-service';
import { starJarService, type StarJarService } from './star-jar-service';
import { dayIn } from './taskbreaker-service';
import { preferredTimeZone, type TimeZoneOf } from './time-zone';
import { englishMessages } from '@taskboard/contract/messages';

export const backlogMessages = {
  goalNotFound: englishMessages['goal.notFound'],
  taskNotFound: englishMessages['task.notFound'],
  unknownCategory: 'Choose one of your categories',
  idMismatch: 'item_id does not match the item in the address',
  repeatedGoal: 'Each goal may appear only once in the order',
  goalDeleted: englishMessages['goal.deleted'],
  taskDeleted: englishMessages['task.deleted'],
  goalsReordered: englishMessages['goal.orderSaved'],
  dueDateInPast: englishMessages['goal.dueDateInPast'],
  taskChanged: 'This task was changed on another device after this change was made',
} as const;

/** The board's owner: every call acts on the signed-in user's own goals and tasks. */
export type BoardOwner = Pick<
  UserRow,
  'id' | 'currentFlavor' | 'boardVersion' | 'accountType' | 'parentId'
>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A goal's description as stored: blank text (already trimmed by the contract) is none. */
const descriptionOf = (text: string | null | undefined) => (text ? text : null);

export function goalOut(row: GoalRow, taskIds: number[]): Goal {
  return {
    item_id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    job_status: row.jobStatus,
    tasks: taskIds,
    category_id: row.categoryId,
    position: row.position,
    stars_per_task: row.starsPerTask,
    due_date: row.dueDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: iso(row.closedAt),
  };
}

export function taskOut(row: TaskRow): Task {
  return {
    item_id: row.id,
    id: row.id,
    goal_id: row.goalId,
    title: row.title,
    job_status: row.jobStatus,
    description: row.description,
    priority: row.priority,
    color: row.color,
    icon: row.icon,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: iso(row.closedAt),
  };
}

/** A board as GET /backlog sends it: its UTF-8 JSON bytes, and the board_version they show. */
export interface RenderedBoard {
  version: number;
  body: Buffer;
}

/**
 * A kept board taken apart for patching: each item's JSON bytes in board order, and where each
 * goal and task sits. Built from the body at a board's first patch only. Items are kept as bytes
 * so a patch copies the board once (Buffer.concat) rather than joining and encoding its text.
 */
interface BoardItems {
  parts: Buffer[];
  goalAt: Map<number, number>;
  taskAt: Map<number, number>;
}

interface KeptBoard extends RenderedBoard {
  items?: BoardItems;
}

function itemsOf(body: Buffer): BoardItems {
  const { items } = JSON.parse(body.toString('utf8')) as {
    items: { id: number; goal_id?: number }[];
  };
  const goalAt = new Map<number, number>();
  const taskAt = new Map<number, number>();
  const parts = items.map((item, index) => {
    if ('goal_id' in item) taskAt.set(item.id, index);
    else goalAt.set(item.id, index);
    return Buffer.from(JSON.stringify(item));
  });
  return { parts, goalAt, taskAt };
}

const BODY_START = Buffer.from('{"items":[');
const BODY_END = Buffer.from(']}');
const COMMA = Buffer.from(',');

function bodyOf({ parts }: BoardItems): Buffer {
  const pieces: Buffer[] = [BODY_START];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(COMMA);
    pieces.push(part);
  });
  pieces.push(BODY_END);
  return Buffer.concat(pieces);
}

const itemAt = <T>(items: BoardItems, index: number) =>
  JSON.parse(items.parts[index]!.toString('utf8')) as T;
const bytesOf = (item: object) => Buffer.from(JSON.stringify(item));

/**
 * Rendered boards by user, with the board_version each was read at, up to a byte budget (least
 * recently used out first). A hit needs the stored version to be unchanged, and the database
 * raises it on every change to the user's goals or tasks, so a board served from here is never
 * stale, whichever server instance made the change. Boards are kept as bytes: a large board's
 * text would otherwise be encoded again, and left for the collector, on every read.
 *
 * A task changed through this server patches its owner's kept board instead of dropping it
 * (`patchTask`), so the first read after a move is as cheap as any other.
 */
export class BoardCache {
  private readonly boards = new Map<number, KeptBoard>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(userId: number, version: number): Buffer | undefined {
    const board = this.boards.get(userId);
    if (!board || board.version !== version) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.boards.delete(userId);
    this.boards.set(userId, board);
    return board.body;
  }

  set(userId: number, board: RenderedBoard): void {
    // A render that started before a change and ends after its patch keeps the newer board.
    const kept = this.boards.get(userId);
    if (kept && kept.version > board.version) return;
    this.keep(userId, { version: board.version, body: board.body });
  }

  /**
   * The kept board at `version - 1` becomes the board at `version` with `task` in its new state
   * (its fields, and its place in its goal's task list): `version` is the board_version a
   * transaction that changed only this task committed, read inside that transaction. A board
   * kept at any other version is left as it is (a read renders it afresh), so a patch never
   * skips someone else's change.
   */
  patchTask(userId: number, version: number, task: Task): void {
    const board = this.boards.get(userId);
    if (!board || board.version !== version - 1) return;
    const items = board.items ?? itemsOf(board.body);
    const at = items.taskAt.get(task.id);
    if (at === undefined) return this.delete(userId);
    const before = itemAt<Task>(items, at);
    if (before.goal_id !== task.goal_id) {
      const from = items.goalAt.get(before.goal_id);
      const to = items.goalAt.get(task.goal_id);
      if (from === undefined || to === undefined) return this.delete(userId);
      const source = itemAt<Goal>(items, from);
      source.tasks = source.tasks.filter((id) => id !== task.id);
      items.parts[from] = bytesOf(source);
      const target = itemAt<Goal>(items, to);
      target.tasks = [...target.tasks, task.id].sort((a, b) => a - b);
      items.parts[to] = bytesOf(target);
    }
    items.parts[at] = bytesOf(task);
    this.keep(userId, { version, body: bodyOf(items), items });
  }

  private keep(userId: number, board: KeptBoard): void {
    this.delete(userId);
    const size = sizeOf(board);
    if (size > this.maxBytes) return;
    this.boards.set(userId, board);
    this.bytes += size;
    for (const [oldest, old] of this.boards) {
      if (this.bytes <= this.maxBytes) break;
      this.boards.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  private delete(userId: number): void {
    const old = this.boards.get(userId);
    if (!old) return;
    this.boards.delete(userId);
    this.bytes -= sizeOf(old);
  }
}

/** A kept board's bytes; a board taken apart for patching holds its text twice. */
const sizeOf = (board: KeptBoard) => board.body.length * (board.items ? 2 : 1);

/** About 200 boards of 50 goals × 10 tasks. */
export const BOARD_CACHE_BYTES = 32 * 1024 * 1024;

export function backlogService({
  db,
  boardCacheBytes = BOARD_CACHE_BYTES,
  boards = new BoardCache(boardCacheBytes),
  progress = progressService({ db }),
  onBadgesAwarded = () => {},
  starJar = starJarService({ db }),
  timeZoneOf = preferredTimeZone(db),
  now = () => new Date(),
}: {
  db: Database;
  /** 0 turns the board cache off. */
  boardCacheBytes?: number;
  /** The kept boards (a test looks into them); by default a cache of `boardCacheBytes`. */
  boards?: BoardCache;
  /** Streak days and badges, earned in the transaction of the move that earns them. */
  progress?: ProgressService;
  /** Told of the badges a board change awarded, once that change is committed. */
  onBadgesAwarded?: (awarded: BadgeRow[]) => void;
  /** A child's stars, earned and taken back in the transaction of the move that makes them. */
  starJar?: Pick<StarJarService, 'taskFinished' | 'taskReopened'>;
  /** The owner's calendar, which decides what "today" is for a due date. */
  timeZoneOf?: TimeZoneOf;
  now?: () => Date;
}) {
  /**
   * A board change in one transaction; `earn` records the progress it makes (streak day,
   * badges), and the badges it awarded are announced only after it is committed.
   */
  async function changeWithProgress<T>(
    owner: BoardOwner,
    change: (tx: Executor, earn: (event: ProgressEvent) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const awarded: BadgeRow[] = [];
    const result = await db.transaction((tx) =>
      change(tx, async (event) => {
        awarded.push(...(await progress.afterProgress(tx, owner, event)));
      }),
    );
    onBadgesAwarded(awarded);
    return result;
  }
  const goalsRepo = goalsRepository(db);
  const tasksRepo = tasksRepository(db);
  const categoriesRepo = categoriesRepository(db);

  async function ownGoal(owner: BoardOwner, goalId: number, tx: Executor = db): Promise<GoalRow> {
    const goal = await goalsRepo.findOwned(goalId, owner.id, tx);
    if (!goal) throw new HttpError(404, backlogMessages.goalNotFound);
    return goal;
  }

  /** A category is accepted only from the user's current flavor, and only while active. */
  async function checkCategory(owner: BoardOwner, categoryId: number | null | undefined) {
    if (categoryId === null || categoryId === undefined) return;
    if (!(await categoriesRepo.findActive(categoryId, owner.currentFlavor))) {
      throw new HttpError(422, backlogMessages.unknownCategory);
    }
  }

  /** A due date being set must be today or later on the owner's calendar. */
  async function checkDueDate(
    owner: BoardOwner,
    dueDate: string | null | undefined,
    tx: Executor = db,
  ) {
    if (dueDate === null || dueDate === undefined) return;
    if (dueDate < dayIn(now(), await timeZoneOf(owner, tx))) {
      throw new HttpError(422, backlogMessages.dueDateInPast);
    }
  }

  /** 412 with the task as it is now, when it is no longer at the version a change was made on. */
  function checkVersion(current: TaskRow, expected: string | undefined) {
    if (expected !== undefined && current.updatedAt.toISOString() !== expected) {
      throw new HttpError(412, backlogMessages.taskChanged, {}, { task: taskOut(current) });
    }
  }

  function checkItemId(sent: number | undefined, inPath: number) {
    if (sent !== undefined && sent !== inPath) throw new HttpError(422, backlogMessages.idMismatch);
  }

  return {
    /**
     * Goals in board order, then every task, as the UTF-8 JSON of a BacklogResponse, serialized
     * by the database in one query whatever the board's size. While the board_version is
     * unchanged the board rendered last time is served, with no query at all: the owner's row
     * was read by this request's session check, after every change the client made before.
     */
    async listJson(owner: BoardOwner): Promise<Buffer> {
      const cached = boards.get(owner.id, owner.boardVersion);
      if (cached !== undefined) return cached;
      const { version, json } = await goalsRepo.boardJson(owner.id);
      const body = Buffer.from(json);
      boards.set(owner.id, { version, body });
      return body;
    },

    async createGoal(owner: BoardOwner, body: CreateGoalBody): Promise<Goal> {
      await checkCategory(owner, body.category_id);
      await checkDueDate(owner, body.due_date);
      const row = await db.transaction(async (tx) => {
        await lockUser(owner.id, tx);
        await assertRoomForGoal(owner.id, tx);
        return goalsRepo.insert(
          {
            userId: owner.id,
            title: body.title,
            categoryId: body.category_id ?? null,
            description: descriptionOf(body.description),
            ...(body.stars_per_task !== undefined ? { starsPerTask: body.stars_per_task } : {}),
            dueDate: body.due_date ?? null,
          },
          tx,
        );
      });
      return goalOut(row, []);
    },

    /** The full goal; a status, category, description or due date left out keeps its value. */
    async updateGoal(owner: BoardOwner, goalId: number, body: UpdateGoalBody): Promise<Goal> {
      checkItemId(body.item_id, goalId);
      await checkCategory(owner, body.category_id);
      const row = await changeWithProgress(owner, async (tx, earn) => {
        const before = await ownGoal(owner, goalId, tx);
        // A goal's own day may have passed (it is overdue): sending it back unchanged is no error.
        if (body.due_date !== undefined && body.due_date !== before.dueDate) {
          await checkDueDate(owner, body.due_date, tx);
        }
        // Reopening a closed goal counts against the same limit as creating one.
        if (before.jobStatus === 'CLOSED' && body.job_status && body.job_status !== 'CLOSED') {
          await assertRoomForGoal(owner.id, tx);
        }
        const updated = await goalsRepo.update(
          goalId,
          owner.id,
          {
            title: body.title,
            ...(body.job_status ? { jobStatus: body.job_status } : {}),
            ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
            ...(body.description !== undefined
              ? { description: descriptionOf(body.description) }
              : {}),
            ...(body.stars_per_task !== undefined ? { starsPerTask: body.stars_per_task } : {}),
            ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
          },
          tx,
        );
        if (!updated) throw new HttpError(404, backlogMessages.goalNotFound);
        if (updated.jobStatus === 'CLOSED' && before.jobStatus !== 'CLOSED') {
          await earn('goalClosed');
        }
        return updated;
      });
      return goalOut(row, await tasksRepo.idsForGoal(goalId));
    },

    /** The goal and its tasks go together or not at all. */
    async deleteGoal(owner: BoardOwner, goalId: number): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        // Every change of tasks takes the owner's row before any task's (see updateTask): the
        // trigger that raises the board_version would otherwise take it between two of them.
        await lockUser(owner.id, tx);
        await ownGoal(owner, goalId, tx);
        await tasksRepo.deleteForGoal(goalId, owner.id, tx);
        await goalsRepo.delete(goalId, owner.id, tx);
      });
      return { message: backlogMessages.goalDeleted };
    },

    /**
     * Stores a dragged order. The listed goals come first in the order given, any goal not
     * listed keeps its place after them; from now on every device sees this order.
     */
    async reorderGoals(owner: BoardOwner, goalIds: number[]): Promise<MessageResponse> {
      if (new Set(goalIds).size !== goalIds.length) {
        throw new HttpError(422, backlogMessages.repeatedGoal);
      }
      await db.transaction(async (tx) => {
        const current = await goalsRepo.idsForUser(owner.id, tx);
        const owned = new Set(current);
        if (goalIds.some((id) => !owned.has(id))) {
          throw new HttpError(404, backlogMessages.goalNotFound);
        }
        const listed = new Set(goalIds);
        const order = [...goalIds, ...current.filter((id) => !listed.has(id))];
        await goalsRepo.setPositions(owner.id, order, tx);
      });
      return { message: backlogMessages.goalsReordered };
    },

    async goalTasks(owner: BoardOwner, goalId: number): Promise<Task[]> {
      await ownGoal(owner, goalId);
      return (await tasksRepo.listForGoal(goalId, owner.id)).map(taskOut);
    },

    async createTask(owner: BoardOwner, body: CreateTaskBody): Promise<Task> {
      const row = await changeWithProgress(owner, async (tx, earn) => {
        await lockUser(owner.id, tx);
        await ownGoal(owner, body.goal_id, tx);
        await assertRoomForTask(body.goal_id, tx);
        const created = await tasksRepo.insert(
          {
            userId: owner.id,
            goalId: body.goal_id,
            title: body.title,
            jobStatus: body.job_status ?? 'NEW',
            description: body.description ?? null,
            priority: body.priority ?? null,
            color: body.color ?? null,
            icon: body.icon ?? null,
          },
          tx,
        );
        if (created.jobStatus === 'CLOSED') {
          await earn('taskDone');
          await starJar.taskFinished(tx, owner, created);
        }
        return created;
      });
      return taskOut(row);
    },

    /** Only the fields sent change; a move to another goal stays within the user's goals. */
    async updateTask(
      owner: BoardOwner,
      taskId: number,
      body: UpdateTaskBody,
      /** The task's updated_at the change was made on (If-Match); undefined: any. */
      expectedVersion?: string,
    ): Promise<Task> {
      checkItemId(body.item_id, taskId);
      const goalId = body.goal_id ?? body.goalId;
      const changes: TaskChanges = {};
      if (goalId !== undefined) changes.goalId = goalId;
      if (body.title !== undefined) changes.title = body.title;
      if (body.job_status !== undefined) changes.jobStatus = body.job_status;
      if (body.description !== undefined) changes.description = body.description;
      if (body.priority !== undefined) changes.priority = body.priority;
      if (body.color !== undefined) changes.color = body.color;
      if (body.icon !== undefined) changes.icon = body.icon;
      let version: number | undefined;
      const row = await changeWithProgress(owner, async (tx, earn) => {
        // The owner's row first, as every change of tasks takes it (the board_version trigger
        // takes it too, so any other order could deadlock two changes): a move into a goal is
        // counted under it, so parallel moves cannot together pass the goal's limit. The task is
        // read once, locked: of two moves racing to Done, only one sees it reach Done (one
        // streak day, one award).
        await lockUser(owner.id, tx);
        const locked = await tasksRepo.lock(taskId, owner.id, tx);
        if (!locked) throw new HttpError(404, backlogMessages.taskNotFound);
        if (goalId !== undefined && goalId !== locked.goalId) {
          await ownGoal(owner, goalId, tx);
          await assertRoomForTask(goalId, tx);
        }
        checkVersion(locked, expectedVersion);
        const before = locked.jobStatus;
        const updated = await tasksRepo.update(taskId, owner.id, changes, tx);
        if (!updated) throw new HttpError(404, backlogMessages.taskNotFound);
        if (updated.jobStatus === 'CLOSED' && before !== 'CLOSED') {
          await earn('taskDone');
          await starJar.taskFinished(tx, owner, updated);
        } else if (before === 'CLOSED' && updated.jobStatus !== 'CLOSED') {
          await starJar.taskReopened(tx, updated.id);
        }
        // The trigger raised the board_version under the owner's row lock, held to the commit.
        version = await goalsRepo.boardVersion(owner.id, tx);
        return updated;
      });
      const task = taskOut(row);
      if (version !== undefined) boards.patchTask(owner.id, version, task);
      return task;
    },

    async deleteTask(
      owner: BoardOwner,
      taskId: number,
      expectedVersion?: string,
    ): Promise<MessageResponse> {
      const deleted = await db.transaction(async (tx) => {
        await lockUser(owner.id, tx);
        const locked = await tasksRepo.lock(taskId, owner.id, tx);
        if (!locked) return false;
        checkVersion(locked, expectedVersion);
        return tasksRepo.delete(taskId, owner.id, tx);
      });
      if (!deleted) throw new HttpError(404, backlogMessages.taskNotFound);
      return { message: backlogMessages.taskDeleted };
    },
  };
}

export type BacklogService = ReturnType<typeof backlogService>;
