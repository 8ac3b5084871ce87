import { BusinessError } from '../../lib/errors';
import { WorkQueue, type WorkLimits } from '../../lib/work-queue';

/** Images decoded and re-encoded at once (IMAGE_WORKERS), and waiting beyond those (IMAGE_QUEUE). */
export type ImageWorkLimits = WorkLimits;

export const IMAGE_WORK_DEFAULTS: ImageWorkLimits = { workers: 1, queue: 8 };

/**
 * Image work (sharp) runs on libuv's thread pool, four threads shared with scrypt: a burst of
 * uploads once held every thread for seconds, and sign-ins and payment-code checks waited behind
 * them. Running at most `workers` images at once leaves the other threads to them; a burst past
 * `queue` waiting is refused at once (upload.busy) instead of growing without bound.
 */
export class ImageQueue extends WorkQueue {
  constructor(limits: ImageWorkLimits) {
    super(limits, () => new BusinessError('upload.busy', { field: 'file' }));
  }
}
