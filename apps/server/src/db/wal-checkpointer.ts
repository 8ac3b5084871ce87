import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Pages the server's own connection may leave in the WAL before it checkpoints by itself: a
 * safety net should the background checkpointer stop, far above what it lets pile up.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// CommonJS, evaluated in the worker: its own connection to the same file checkpoints on a timer.
// PASSIVE waits for no lock, so it never holds up the server's writes; it copies what the WAL
// holds into the database file and syncs it, the slow part, here instead of in a commit.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: the next tick tries again */ }
}, workerData.intervalMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface WalCheckpointer {
  /** Stops the timer and closes the worker's connection. */
  stop(): Promise<void>;
}

/**
 * SQLite's automatic checkpoint runs inside whichever commit crosses 1,000 WAL pages, on the
 * event loop: it writes those pages into the database file and fsyncs it, 5–100 ms on a shared
 * disk, while every request waits (measured under order/pay: 86 of 2,022 commits took over
 * 5 ms, together more than all the others). A worker thread checkpoints every `intervalMs`
 * instead; the caller raises its own connection's automatic checkpoint to
 * FALLBACK_AUTOCHECKPOINT_PAGES.
 */
export function startWalCheckpointer(file: string, intervalMs: number): WalCheckpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, module } });
  // Without the worker the fallback checkpoint still bounds the WAL: a failure is not fatal.
  worker.on('error', (err) => console.error(`sqlite checkpointer stopped: ${err.message}`));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
