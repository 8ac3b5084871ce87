import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';

/**
 * Payment evidence must be an upload that common/upload issued to this shopper (contract,
 * Uploads): a url from anyone else, or made up, is refused like a missing one.
 */
export async function assertOwnEvidence(db: DbOrTrx, userId: number, url: string | undefined): Promise<string> {
  const image = url?.trim() ?? '';
  if (!image) throw new BusinessError('recharge.upload_evidence', { field: 'image' });
  const owned = await db
    .selectFrom('uploads')
    .select('id')
    .where('url', '=', image)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) throw new BusinessError('upload.not_owned', { field: 'image' });
  return image;
}
