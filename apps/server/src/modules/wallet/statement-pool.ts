import { Piscina } from 'piscina';
import { BusinessError } from '../../lib/errors';
import { WorkQueue, type WorkLimits } from '../../lib/work-queue';
import type { Statement } from './statement';
import type { StatementFontPaths } from './statement-fonts';
import type { StatementPdfTask } from './statement-worker';

/** PDF statements drawn at once, each on its own thread (STATEMENT_WORKERS), and waiting beyond those (STATEMENT_QUEUE). */
export type StatementWorkLimits = WorkLimits;

export const STATEMENT_WORK_DEFAULTS: StatementWorkLimits = { workers: 1, queue: 8 };

/** Worker threads left idle this long end; the next statement starts one again. */
const IDLE_MS = 60_000;
/** How long a closing server waits for its drawing threads to end. */
const CLOSE_WAIT_MS = 5_000;

// From source (tsx, vitest) the worker is TypeScript: it loads through tsx, with the workspace
// packages' `source` condition as the server has. Built, tsup writes it beside server.js (its own
// entry in tsup.config.ts), next to the chunk this code ends up in.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./statement-worker.${FROM_SOURCE ? 'ts' : 'js'}`, import.meta.url);

/**
 * Draws PDF statements in worker threads. With Thai shaping a line costs about 1 ms: a 2,000-line
 * statement drawn on the event loop held every other call for a second, six at once for six.
 * Here the event loop only sends the statement and receives the bytes; at most `workers` are
 * drawn at once, `queue` more wait, and a burst past that is refused (statement.busy).
 */
export class StatementPool {
  private readonly pool: Piscina<StatementPdfTask, Uint8Array>;
  private readonly queue: WorkQueue;

  constructor(
    limits: StatementWorkLimits,
    private readonly fonts: StatementFontPaths,
  ) {
    this.queue = new WorkQueue(limits, () => new BusinessError('statement.busy'));
    // No thread until the first statement: most servers (and test servers) never draw one.
    this.pool = new Piscina({
      filename: WORKER_FILE.href,
      minThreads: 0,
      maxThreads: limits.workers,
      idleTimeout: IDLE_MS,
      ...(FROM_SOURCE ? { execArgv: ['--conditions=source', '--import', 'tsx'] } : {}),
    });
  }

  async pdf(statement: Statement): Promise<Buffer> {
    const bytes = await this.queue.run(() => this.pool.run({ statement, fonts: this.fonts }));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Ends the threads. Bounded: a thread still loading its modules (from source, through tsx's
   * loader) has been seen to never answer termination on a loaded machine, and a closing server
   * must not wait on it; the process exit ends it.
   */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([this.pool.destroy().catch(() => undefined), givenUp]);
    clearTimeout(timer);
  }
}
