import { loadConfig } from '../config';
import { restoreSqlite } from '../db/sqlite-backup';

/** `pnpm --filter @bazaar/server db:restore <file>`: puts a backup in place of DATA_DIR's database (server stopped). */
function main(): void {
  const [backup] = process.argv.slice(2);
  const config = loadConfig();
  if (!backup) throw new Error('usage: db:restore <file>   (stop the server first)');
  if (config.databaseUrl) throw new Error('db:restore is for the SQLite default; restore PostgreSQL with pg_restore');
  const { keptAs } = restoreSqlite(backup, config.dataDir);
  console.log(
    `restored ${backup} into ${config.dataDir}${keptAs ? `; the previous database is kept as ${keptAs}` : ''}`,
  );
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
