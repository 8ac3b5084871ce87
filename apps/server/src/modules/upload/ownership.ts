import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';

/**
 * Refuses any url that `common/upload` did not issue to this shopper (refund proof, review
 * pictures, top-up evidence, avatar). `field` names the request field in the refusal.
 */
export async function assertOwnUploads(
  db: DbOrTrx,
  userId: number,
  urls: readonly string[],
  field = 'image',
): Promise<void> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return;
  if (wanted.some((url) => typeof url !== 'string' || !url.startsWith('/uploads/'))) {
    throw new BusinessError('upload.not_owned', { field });
  }
  const owned = await db
    .selectFrom('uploads')
    .select('url')
    .where('user_id', '=', userId)
    .where('url', 'in', wanted)
    .execute();
  if (owned.length !== wanted.length) throw new BusinessError('upload.not_owned', { field });
}
