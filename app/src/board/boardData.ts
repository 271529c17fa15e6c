import type { Category, Goal, Task, TaskbreakerHealth, TokenUsage } from '@taskboard/contract';
import { api } from '../api';
import { translate } from '../i18n/useT';
import { currentAccount, keepCopy, lastCopy } from '../offline/lastCopy';
import { offlineRead, tasksWithQueue } from '../offline/offlineChanges';
import { copyKeys, readQueue } from '../offline/offlineStore';
import { loadChildStarJar, type ChildStarJarData } from '../stars/starJarData';
import { splitBacklog } from './backlog';

/** Everything the board shows, as the route's loader returns it. */
export type BoardData = {
  goals: Goal[];
  tasks: Task[];
  categories: Category[];
  usage: TokenUsage | null;
  /** Which helper makes the steps: 'Creating with AI Helper...' or the TaskBoard Helper. */
  product: string;
  /** A spec §8 board error, when the backlog could not be read. */
  error: string | null;
  /**
   * Spec §8 'Failed to fetch current flavor', when the categories could not be read: the board
   * still works, with 'No Category' as the only choice.
   */
  flavorError: string | null;
  /** A child's star jar and rewards; null for a parent, or when the jar is off or unreadable. */
  starJar: ChildStarJarData | null;
  /**
   * Shown from the copy kept at the last good read, the server out of reach (issue #28): the
   * changes queued since are already applied to it.
   */
  offline?: boolean;
};

export const OFFLINE_PRODUCT = 'TaskBoard Helper';
export const AI_PRODUCT = 'AI Helper';

export function productName(health: TaskbreakerHealth | null): string {
  return health?.provider === 'openai-compatible' ? AI_PRODUCT : OFFLINE_PRODUCT;
}

const orNull = <T>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/**
 * The board as last read, with the changes queued offline since, for a device without a
 * connection; null without a copy.
 */
async function lastBoard(account: string): Promise<BoardData | null> {
  const copy = await lastCopy<BoardData>(copyKeys.board(account));
  if (!copy) return null;
  const queue = await readQueue(account).catch(() => []);
  return { ...copy, tasks: tasksWithQueue(copy.tasks, queue), offline: true };
}

/**
 * Reads the backlog, categories, AI allowance and helper in parallel; only the backlog must work.
 * Each good read is kept on the device, and shown instead when the device is offline.
 */
export async function loadBoard(): Promise<BoardData> {
  const account = currentAccount();
  const forChild = api.currentAuth()?.account_type === 'CHILD';
  const [backlog, flavor, usage, health, starJar] = await Promise.allSettled([
    api.backlog.list(),
    api.backlog.currentFlavor(),
    api.taskbreaker.usage(),
    api.taskbreaker.health(),
    forChild ? loadChildStarJar() : null,
  ]);
  if (account && backlog.status === 'rejected' && offlineRead(backlog.reason)) {
    const copy = await lastBoard(account);
    if (copy) return copy;
  }
  const items = orNull(backlog)?.items;
  const { goals, tasks } = splitBacklog(items ?? []);
  const data: BoardData = {
    goals,
    tasks,
    // Without them the goals take 'No Category' only, and the board says why (flavorError).
    categories: orNull(flavor)?.active_categories ?? [],
    usage: orNull(usage),
    product: productName(orNull(health)),
    error: items ? null : translate('board.error.fetchBacklog'),
    flavorError:
      items && flavor.status === 'rejected' ? translate('board.error.fetchFlavor') : null,
    starJar: orNull(starJar),
  };
  if (account && items) keepCopy(copyKeys.board(account), data);
  return data;
}
