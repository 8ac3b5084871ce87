import type { DbOrTrx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import type { AdminIdentity } from '../../../plugins/admin-auth';

/**
 * Catalog pictures are urls `common/upload` issued to this operator, or pictures the record
 * already shows (demo images, another operator's earlier upload), so a save that keeps them
 * passes. Anything else is refused like a shopper's foreign upload.
 */
export async function assertCatalogImages(
  db: DbOrTrx,
  admin: AdminIdentity,
  urls: readonly (string | undefined)[],
  kept: readonly (string | undefined)[],
  field: string,
): Promise<void> {
  const keep = new Set(kept.filter(Boolean));
  const fresh = [...new Set(urls.filter((u): u is string => !!u && !keep.has(u)))];
  if (!fresh.length) return;
  if (fresh.some((url) => !url.startsWith('/uploads/'))) throw new BusinessError('upload.not_owned', { field });
  const owned = await db
    .selectFrom('uploads')
    .select('url')
    .where('admin_id', '=', admin.id)
    .where('url', 'in', fresh)
    .execute();
  if (owned.length !== fresh.length) throw new BusinessError('upload.not_owned', { field });
}
