import type { Category, Goal, Task, TaskbreakerHealth, TokenUsage } from '@taskboard/contract';
import { api } from '../api';
import { translate } from '../i18n/useT';
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
};

export const OFFLINE_PRODUCT = 'TaskBoard Helper';
export const AI_PRODUCT = 'AI Helper';

export function productName(health: TaskbreakerHealth | null): string {
  return health?.provider === 'openai-compatible' ? AI_PRODUCT : OFFLINE_PRODUCT;
}

const orNull = <T>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/** Reads the backlog, categories, AI allowance and helper in parallel; only the backlog must work. */
export async function loadBoard(): Promise<BoardData> {
  const forChild = api.currentAuth()?.account_type === 'CHILD';
  const [backlog, flavor, usage, health, starJar] = await Promise.allSettled([
    api.backlog.list(),
    api.backlog.currentFlavor(),
    api.taskbreaker.usage(),
    api.taskbreaker.health(),
    forChild ? loadChildStarJar() : null,
  ]);
  const items = orNull(backlog)?.items;
  const { goals, tasks } = splitBacklog(items ?? []);
  return {
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
}
