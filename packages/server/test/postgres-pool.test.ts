import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase, queryRows } from './helper';

// The server's PostgreSQL pool outlives the database ending its connections (a restart, an
// administrator's pg_terminate_backend): the process stays up and the next query is answered.
// Without the pool's error listener the ended connection's error is thrown out of the process,
// which vitest reports as a failure of this file.
describe.runIf(inject('postgresUrl'))('the PostgreSQL connection pool', () => {
  it('survives its idle connections being ended by the database, and answers the next query', async () => {
    const database = await openTestDatabase('postgres', { isolated: true });
    try {
      // Two queries at once: the pool holds two connections, both idle afterwards.
      await Promise.all([
        queryRows(database, sql`select pg_sleep(0.2)`),
        queryRows(database, sql`select pg_sleep(0.2)`),
      ]);
      const ended = await queryRows<{ ended: boolean }>(
        database,
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(ended).toEqual([{ ended: true }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answers = await Promise.all(
        [1, 2, 3].map(() => queryRows<{ one: number }>(database, sql`select 1 as one`)),
      );
      expect(answers).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
    } finally {
      await database.close();
    }
  });
});
