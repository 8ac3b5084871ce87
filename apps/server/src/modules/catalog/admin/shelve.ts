import type { ProductShelveAnswer, ProductShelveBody } from '@bazaar/contract';
import type { Trx } from '../../../db';
import { writeAuditLog } from '../../../lib/audit-log';
import { BusinessError } from '../../../lib/errors';
import { nowSeconds } from '../../../lib/time';
import type { AdminIdentity } from '../../../plugins/admin-auth';
import { announceFavouriteAlerts } from '../../notification/favourite-alerts';
import { shelfStatus } from './shops';

/**
 * A bulk action of the console is ALL OR NOTHING inside the caller's transaction: every record is
 * checked (the operator's shop, its state) before anything changes, and the first refusal names
 * the record and rolls everything back, so the operator fixes the selection and sends it again
 * rather than working out which half went through. Each record gets its own audit line.
 */

/**
 * product/shelve: products put on or taken off the shelf. A product of a closed shop stays off
 * sale (`closed`), as product/save keeps it; putting one back may tell its fans it is back.
 */
export async function shelveProducts(
  trx: Trx,
  admin: AdminIdentity,
  body: ProductShelveBody,
  ip: string,
): Promise<ProductShelveAnswer> {
  const ids = [...new Set(body.ids)];
  const rows = await trx
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.shop_id', 'p.status', 's.status as shop_status'])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const product = byId.get(id);
    if (!product || (admin.role !== 'admin' && product.shop_id !== admin.shopId)) {
      throw new BusinessError('admin_desk.shelve_refused', { reason: 'no_permission', field: 'ids', params: { id } });
    }
  }
  const now = nowSeconds();
  const products: ProductShelveAnswer['products'] = [];
  for (const id of ids) {
    const before = byId.get(id)!;
    const status = shelfStatus(body.status, before.shop_status);
    products.push({ id, status });
    if (status === before.status) continue;
    // updatetime moves on: cached product pages are keyed by it.
    await trx.updateTable('products').set({ status, updatetime: now }).where('id', '=', id).execute();
    if (status === 'on') await announceFavouriteAlerts(trx, id, 'shop');
    await writeAuditLog(
      trx,
      admin,
      {
        action: 'product.shelve',
        targetType: 'product',
        targetId: id,
        before: { status: before.status },
        after: { status },
      },
      ip,
    );
  }
  return { products };
}
