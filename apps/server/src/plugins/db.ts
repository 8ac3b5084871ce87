import fp from 'fastify-plugin';
import { createDb, type Db, type DbConfig, type DialectName, type PoolUse } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely handle; services take it (or a transaction from it) as their first argument. */
    db: Db;
    dbDialect: DialectName;
    /** Grows with every statement that may change data: a cached read older than it is stale. */
    dbWriteVersion(): number;
    /** Connections open, in use and waited for (counted when metrics are on). */
    dbPoolUse(): PoolUse;
    /** Migrations of this build the database has not applied. */
    dbPendingMigrations(): Promise<string[]>;
  }
}

/** Opens the database, applies pending migrations before any route runs, closes it on shutdown. */
export const dbPlugin = fp<DbConfig>(
  async (app, config) => {
    const metrics = app.hasDecorator('metrics') ? app.metrics : undefined;
    const handle = createDb({ ...config, ...(metrics?.enabled ? { observer: metrics.dbObserver() } : {}) });
    const applied = await handle.migrate();
    if (applied.length) app.log.info({ applied, dialect: handle.dialect }, 'migrations applied');
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbWriteVersion', handle.writeVersion);
    app.decorate('dbPoolUse', handle.poolUse);
    app.decorate('dbPendingMigrations', handle.pendingMigrations);
    app.addHook('onClose', () => handle.destroy());
  },
  { name: 'db' },
);
