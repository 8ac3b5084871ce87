import { sql } from 'kysely';
import type { Db } from './create-db';
import type { DialectName } from './dialect';

/**
 * Runs the first-start work (first operator, demo catalog, stale payment-code reservations) under
 * a lock that every instance on the same PostgreSQL schema shares, so instances started together
 * neither seed twice nor fail on each other's unique keys: a session-level advisory lock on one
 * pooled connection, keyed by the schema. SQLite serves one process, so `fn` just runs.
 */
export async function withStartupLock<T>(db: Db, dialect: DialectName, fn: (db: Db) => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return fn(db);
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext('bazaar-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
