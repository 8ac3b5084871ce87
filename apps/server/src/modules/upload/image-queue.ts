import { BusinessError } from '../../lib/errors';

export interface ImageWorkLimits {
  /** Images decoded and re-encoded at once (IMAGE_WORKERS). */
  workers: number;
  /** Images waiting their turn beyond those; one more is refused as busy (IMAGE_QUEUE). */
  queue: number;
}

export const IMAGE_WORK_DEFAULTS: ImageWorkLimits = { workers: 1, queue: 8 };

/**
 * Image work (sharp) runs on libuv's thread pool, four threads shared with scrypt: a burst of
 * uploads once held every thread for seconds, and sign-ins and payment-code checks waited behind
 * them. Running at most `workers` images at once leaves the other threads to them; a burst past
 * `queue` waiting is refused at once (upload.busy) instead of growing without bound.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: ImageWorkLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.workers) this.running += 1;
    else if (this.waiting.length < this.limits.queue) await new Promise<void>((start) => this.waiting.push(start));
    else throw new BusinessError('upload.busy', { field: 'file' });
    try {
      return await work();
    } finally {
      // The slot passes to the next waiting image, or frees.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
