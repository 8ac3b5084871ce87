import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

const dirs: string[] = [];
let checkpointer: WalCheckpointer | undefined;
afterEach(async () => {
  await checkpointer?.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The WAL's frames and how many of them are already in the database file (a no-op checkpoint reads them). */
const walState = (db: SqliteDatabase.Database) => {
  const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
  return row!;
};

describe('WAL checkpointer', () => {
  it('copies committed pages into the database file from its own thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    dirs.push(dir);
    const file = path.join(dir, 'test.sqlite');
    const db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table t (id integer primary key, v text)');
    const insert = db.prepare('insert into t (v) values (?)');
    for (let i = 0; i < 200; i++) insert.run('x'.repeat(500));
    const before = fs.statSync(file).size;

    checkpointer = startWalCheckpointer(file, 20);
    // The file grows with the rows: the worker copies them in, the server's connection does not. The worker's
    // first round waits for its thread to start, which a loaded machine can take seconds over.
    await expect.poll(() => fs.statSync(file).size, { timeout: 10_000 }).toBeGreaterThan(before + 50_000);
    await checkpointer.stop();
    checkpointer = undefined;
    const state = walState(db);
    expect(state.checkpointed).toBe(state.log);
    db.close();
  });

  it('stops even when it never ran', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    dirs.push(dir);
    const stopped = startWalCheckpointer(path.join(dir, 'absent.sqlite'), 1000);
    await expect(stopped.stop()).resolves.toBeUndefined();
  });
});
