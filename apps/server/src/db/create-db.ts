import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDialectConfig, type Transaction } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './types';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { WriteVersion } from './write-version';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A function that works inside a transaction or on its own. */
export type DbOrTrx = Db | Trx;

export interface DbConfig {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: schema for every table (the pg connection's search_path). */
  pgSchema?: string;
  /** SQLite only: checkpoint the WAL from a worker thread this often (ms); 0 or unset: SQLite's own. */
  sqliteCheckpointMs?: number;
}

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  destroy(): Promise<void>;
  /** Grows with every statement that may change data (see WriteVersion). */
  writeVersion(): number;
}

// pg answers int8 (bigint: cents, times, count(*)) and numeric (sum of bigint) as strings.
// Our amounts are cents far below 2^53, so numbers are exact and keep both dialects alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function sqliteDialect(dataDir: string, checkpointer: (file: string) => WalCheckpointer | undefined): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'bazaar.sqlite');
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  if (checkpointer(file)) database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  return new SqliteDialect({ database: withStatementCache(database) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew, which costs as much as running a small indexed query.
 * The SQL of our queries comes from a few hundred shapes (values are parameters), so prepared
 * statements are kept by their text; the cache is emptied when it fills (a bound, not an LRU).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function postgresDialect(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that PostgreSQL drops (restart, failover, pg_terminate_backend) is reported
  // by an 'error' event; the pool discards it and opens another on the next query. Without
  // listeners the event would bring the whole process down.
  const lost = (err: Error) => console.error(`postgres: connection lost: ${err.message}`);
  pool.on('error', lost);
  // The same for a connection checked out between two queries (e.g. inside a transaction):
  // its query fails and the caller sees that error; the event itself must not be fatal.
  pool.on('connect', (client) => client.on('error', lost));
  return new PostgresDialect({ pool });
}

export function createDb(config: DbConfig): DbHandle {
  const isPg = !!config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl);
  const dialect: DialectName = isPg ? 'postgres' : 'sqlite';
  const version = new WriteVersion();
  let checkpointer: WalCheckpointer | undefined;
  // Called by the SQLite dialect once its connection is open and in WAL mode.
  const startCheckpointer = (file: string) =>
    config.sqliteCheckpointMs ? (checkpointer = startWalCheckpointer(file, config.sqliteCheckpointMs)) : undefined;
  const db = new Kysely<Database>({
    dialect: isPg
      ? postgresDialect(config.databaseUrl!, config.pgSchema)
      : sqliteDialect(config.dataDir, startCheckpointer),
    plugins: [version],
  });
  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: migrationProvider(dialect),
        // Early migrations were numbered by domain (0002 accounts, 0003 catalog, …) and landed out of
        // order, so a database may already hold a later number when an earlier one arrives. New ones
        // take the next number (migrations/index.ts names it).
        allowUnorderedMigrations: true,
        ...(isPg && config.pgSchema ? { migrationTableSchema: config.pgSchema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async destroy() {
      await db.destroy();
      await checkpointer?.stop();
    },
    writeVersion: () => version.value,
  };
}
