import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;

/** The one Drizzle handle the services use, whichever driver (PGlite or pg) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the connection (and releases the data directory lock for PGlite). */
  close: () => Promise<void>;
}
