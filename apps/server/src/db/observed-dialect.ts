import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/** What the metrics read of the database layer (plugins/metrics.ts). */
export interface DbObserver {
  /** Each statement's duration, failed or not. */
  query(durationMs: number, failed: boolean): void;
}

/** Connections checked out of the dialect's driver, and callers waiting for one. */
export interface ConnectionUse {
  inUse: number;
  waiting: number;
}

/**
 * The dialect with its driver's connection checkouts counted: PostgreSQL's pool and SQLite's one
 * connection (Kysely queues callers behind it) alike. Only wrapped when metrics are on.
 */
export function observedDialect(inner: Dialect, use: ConnectionUse): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => countingDriver(inner.createDriver(), use),
  };
}

function countingDriver(driver: Driver, use: ConnectionUse): Driver {
  // Kysely's drivers keep private fields: every call goes to the driver itself, not through a prototype.
  const counted: Driver = {
    init: () => driver.init(),
    async acquireConnection() {
      use.waiting++;
      try {
        const connection = await driver.acquireConnection();
        use.inUse++;
        return connection;
      } finally {
        use.waiting--;
      }
    },
    async releaseConnection(connection: DatabaseConnection) {
      use.inUse--;
      await driver.releaseConnection(connection);
    },
    beginTransaction: (c: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction(c, settings),
    commitTransaction: (c: DatabaseConnection) => driver.commitTransaction(c),
    rollbackTransaction: (c: DatabaseConnection) => driver.rollbackTransaction(c),
    destroy: () => driver.destroy(),
  };
  if (driver.savepoint) counted.savepoint = driver.savepoint.bind(driver);
  if (driver.rollbackToSavepoint) counted.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
  if (driver.releaseSavepoint) counted.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  return counted;
}
