/** How much heavy work of one kind runs at once, and how much may wait for it. */
export interface WorkLimits {
  /** Jobs running at once. */
  workers: number;
  /** Jobs waiting their turn beyond those; one more is refused as busy. */
  queue: number;
}

/**
 * A bounded line for heavy work (image re-encoding, PDF drawing): at most `workers` jobs run at
 * once, at most `queue` more wait, and a burst past that is refused at once with `busy()` (a
 * localized "try again" envelope) instead of growing without bound while everyone waits.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: WorkLimits,
    private readonly busy: () => Error,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.workers) this.running += 1;
    else if (this.waiting.length < this.limits.queue) await new Promise<void>((start) => this.waiting.push(start));
    else throw this.busy();
    try {
      return await work();
    } finally {
      // The slot passes to the next waiting job, or frees.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
