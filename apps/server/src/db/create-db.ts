import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { migrationProvider } from './migrations';
import { observedDialect, type ConnectionUse, type DbObserver } from './observed-dialect';
import { withOwnSchemaIntrospection } from './own-schema-introspector';
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
  /** Statement durations go here (metrics); unset, nothing is timed. */
  observer?: DbObserver;
}

/** Connections of the database layer: PostgreSQL's pool, or SQLite's one connection. */
export interface PoolUse extends ConnectionUse {
  size: number;
}

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /** The migrations this build has that the database has not applied (readiness). */
  pendingMigrations(): Promise<string[]>;
  destroy(): Promise<void>;
  /** Grows with every statement that may change data (see WriteVersion). */
  writeVersion(): number;
  /** Connections open, in use and waited for (counted only with an observer). */
  poolUse(): PoolUse;
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

function postgresDialect(url: string, schema?: string): { dialect: Dialect; pool: pg.Pool } {
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
  // Start-up's migrator introspects: only this schema, so another's drop cannot fail it (own-schema-introspector.ts).
  return { dialect: withOwnSchemaIntrospection(new PostgresDialect({ pool })), pool };
}

export function createDb(config: DbConfig): DbHandle {
  const isPg = !!config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl);
  const dialectName: DialectName = isPg ? 'postgres' : 'sqlite';
  const version = new WriteVersion();
  let checkpointer: WalCheckpointer | undefined;
  // Called by the SQLite dialect once its connection is open and in WAL mode.
  const startCheckpointer = (file: string) =>
    config.sqliteCheckpointMs ? (checkpointer = startWalCheckpointer(file, config.sqliteCheckpointMs)) : undefined;
  const pgPool = isPg ? postgresDialect(config.databaseUrl!, config.pgSchema) : undefined;
  const dialect = pgPool?.dialect ?? sqliteDialect(config.dataDir, startCheckpointer);
  const use: ConnectionUse = { inUse: 0, waiting: 0 };
  const { observer } = config;
  const db = new Kysely<Database>({
    dialect: observer ? observedDialect(dialect, use) : dialect,
    plugins: [version],
    ...(observer ? { log: (event) => observer.query(event.queryDurationMillis, event.level === 'error') } : {}),
  });
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialectName),
    // Early migrations were numbered by domain (0002 accounts, 0003 catalog, …) and landed out of
    // order, so a database may already hold a later number when an earlier one arrives. New ones
    // take the next number (migrations/index.ts names it).
    allowUnorderedMigrations: true,
    ...(isPg && config.pgSchema ? { migrationTableSchema: config.pgSchema } : {}),
  });
  return {
    db,
    dialect: dialectName,
    async migrate() {
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async pendingMigrations() {
      return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
    },
    async destroy() {
      await db.destroy();
      await checkpointer?.stop();
    },
    writeVersion: () => version.value,
    poolUse: () => ({ size: pgPool ? pgPool.pool.totalCount : 1, ...use }),
  };
}
