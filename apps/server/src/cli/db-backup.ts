import { loadConfig } from '../config';
import { backupSqlite } from '../db/sqlite-backup';

/** `pnpm --filter @bazaar/server db:backup <file>`: online backup of DATA_DIR's SQLite database. */
async function main(): Promise<void> {
  const [target] = process.argv.slice(2);
  const config = loadConfig();
  if (!target) throw new Error('usage: db:backup <file>');
  if (config.databaseUrl) throw new Error('db:backup is for the SQLite default; back PostgreSQL up with pg_dump');
  const { bytes } = await backupSqlite(config.dataDir, target);
  console.log(`backed up ${config.dataDir} to ${target} (${bytes} bytes, integrity ok)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
