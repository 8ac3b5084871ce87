import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** The SQLite file of a DATA_DIR (as create-db opens it). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'bazaar.sqlite');

/** Throws unless `file` is an intact Bazaar database (integrity check, migrations table). */
function assertIntact(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file}: integrity check says ${String(integrity)}`);
    const migrations = db.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'");
    if (!migrations.get()) throw new Error(`${file} is not a Bazaar database (no migrations table)`);
  } finally {
    db.close();
  }
}

/**
 * Online backup: SQLite's backup API copies a consistent snapshot page by page while the
 * server keeps reading and writing (WAL), so the server need not stop. The copy is checked.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<{ bytes: number }> {
  const source = new SqliteDatabase(sqliteFile(dataDir), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target);
  } finally {
    source.close();
  }
  assertIntact(target);
  return { bytes: fs.statSync(target).size };
}

/**
 * Restore into a STOPPED server's DATA_DIR: the backup is checked, the current database (if
 * any) is kept beside it as bazaar.sqlite.before-restore-<time>, and its -wal/-shm files are
 * removed, since they belong to the old database and would corrupt the restored one.
 */
export function restoreSqlite(backup: string, dataDir: string): { keptAs?: string } {
  assertIntact(backup);
  fs.mkdirSync(dataDir, { recursive: true });
  const target = sqliteFile(dataDir);
  let keptAs: string | undefined;
  if (fs.existsSync(target)) {
    keptAs = `${target}.before-restore-${Date.now()}`;
    // Folds the old WAL into the kept file first, so that it is a complete database on its own.
    const old = new SqliteDatabase(target, { fileMustExist: true });
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    fs.renameSync(target, keptAs);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  const partial = `${target}.restoring`;
  fs.copyFileSync(backup, partial);
  fs.renameSync(partial, target);
  return keptAs ? { keptAs } : {};
}
