import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database } from './database';

/** Stops listening; resolves once the connection holding the LISTEN is given back. */
export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  /** A NOTIFY's payload, in commit order. */
  onNotify: (payload: string) => void;
  /**
   * The LISTEN connection was lost and is back: notifications sent meanwhile are gone, so
   * whoever relied on them catches up another way.
   */
  onReconnect: () => void;
  onError: (error: unknown) => void;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on `channel` of the app's own database: the embedded database delivers its NOTIFYs in
 * the same process; PostgreSQL delivers every instance's, over one connection of the pool that
 * this holds for as long as it listens (and opens again after a drop).
 */
export async function listenTo(
  db: Database,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    return (client as PGlite).listen(channel, handlers.onNotify);
  }
  return listenOnPool(client as Pool, channel, handlers);
}

async function listenOnPool(
  pool: Pool,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let current: PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.onNotify(message.payload);
      }
    });
    client.on('error', (error) => {
      // The connection is gone (the database restarted, an administrator ended it): give it
      // back broken, so the pool does not hand it out again, and listen on a new one.
      if (current !== client) return;
      current = undefined;
      client.release(error);
      handlers.onError(error);
      schedule();
    });
    await client.query(`LISTEN "${channel}"`);
    if (stopped) {
      client.release();
      return;
    }
    current = client;
  };

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => handlers.onReconnect(),
        (error: unknown) => {
          handlers.onError(error);
          schedule();
        },
      );
    }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (!client) return;
    try {
      await client.query(`UNLISTEN "${channel}"`);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  };
}
