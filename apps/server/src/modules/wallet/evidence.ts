import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { assertOwnUploads } from '../upload/ownership';

/**
 * Payment evidence is required, and must be an upload that common/upload issued to this
 * shopper (contract, Uploads): anyone else's url, or a made-up one, is refused.
 */
export async function assertOwnEvidence(db: DbOrTrx, userId: number, url: string | undefined): Promise<string> {
  const image = url?.trim() ?? '';
  if (!image) throw new BusinessError('recharge.upload_evidence', { field: 'image' });
  await assertOwnUploads(db, userId, [image], 'image');
  return image;
}
