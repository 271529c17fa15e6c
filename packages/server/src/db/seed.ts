import type { Database } from './database';

/**
 * Reference data every installation needs. Each step must be idempotent (insert ... on conflict
 * do nothing) because it runs at every start-up. The account tables need none; later steps
 * (board categories, content articles) are added here.
 */
export async function seedDatabase(_db: Database): Promise<void> {}
