import type { AdminIdentity } from '../../plugins/admin-auth';
import type { MerchantApplication, MerchantApplyBody } from '@bazaar/contract';
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database, DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { writeAuditLog } from '../../lib/audit-log';
import { emailOf, mobileOf, required } from '../user/fields';

type Row = Selectable<Database['merchant_applications']>;

const WIRE_STATUS = { pending: 'auditing', approved: 'passed', refused: 'refused' } as const;

export function toApplication(row: Row): MerchantApplication {
  return {
    id: row.id,
    shop_name: row.shop_name,
    contact_name: row.contact_name,
    mobile: row.mobile,
    email: row.email,
    category_id: row.category_id ?? 0,
    description: row.description,
    status: WIRE_STATUS[row.status as keyof typeof WIRE_STATUS] ?? 'auditing',
    remark: row.remark,
    createtime: row.createtime,
  };
}

/** merchant/apply: one pending application per shopper; an operator reviews it. */
export async function applyForShop(
  trx: Trx,
  userId: number,
  body: Partial<MerchantApplyBody>,
): Promise<MerchantApplication> {
  const fields = {
    shop_name: required(body.shop_name, 'shop_name', 'merchant.fill_shop_name'),
    contact_name: required(body.contact_name, 'contact_name', 'merchant.fill_contact'),
    mobile: mobileOf(body.mobile),
    email: emailOf(body.email),
  };
  const category = body.category_id
    ? await trx
        .selectFrom('categories')
        .select('id')
        .where('id', '=', body.category_id)
        .where('status', '=', 'normal')
        .executeTakeFirst()
    : undefined;
  if (!category) throw new BusinessError('merchant.choose_category', { field: 'category_id' });
  const description = required(body.description, 'description', 'merchant.fill_description');
  const pending = await trx
    .selectFrom('merchant_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw new BusinessError('merchant.pending_exists');
  const row = await trx
    .insertInto('merchant_applications')
    .values({ user_id: userId, ...fields, category_id: category.id, description, createtime: nowSeconds() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

export async function ownApplications(db: DbOrTrx, userId: number): Promise<MerchantApplication[]> {
  const rows = await db
    .selectFrom('merchant_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApplication);
}

export interface ReviewOutcome {
  application: MerchantApplication;
  /** On approval: the new shop and its merchant operator, with the initial password shown this once. */
  shop?: { id: number; username: string; password: string };
}

async function freeUsername(trx: Trx, email: string, shopId: number): Promise<string> {
  const taken = await trx.selectFrom('admins').select('id').where('username', '=', email).executeTakeFirst();
  return taken ? `merchant${shopId}` : email;
}

/**
 * For the console's merchant/review: decides a pending application once (a conditional
 * update, so a second or concurrent review is refused). Approval creates the shop and a
 * merchant operator of that shop whose random initial password is returned only here (only
 * its hash is stored). Written to the audit log in the same transaction.
 */
export async function reviewApplication(
  trx: Trx,
  id: number,
  status: 'passed' | 'refused',
  remark: string,
  admin: AdminIdentity,
): Promise<ReviewOutcome> {
  if (admin.role !== 'admin') throw new BusinessError('common.no_permission');
  const now = nowSeconds();
  const result = await trx
    .updateTable('merchant_applications')
    .set({ status: status === 'passed' ? 'approved' : 'refused', remark, admin_id: admin.id, reviewtime: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) {
    const exists = await trx.selectFrom('merchant_applications').select('id').where('id', '=', id).executeTakeFirst();
    throw new BusinessError(exists ? 'audit.already_done' : 'common.record_not_found', { field: 'id' });
  }
  const row = await trx.selectFrom('merchant_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let shop: ReviewOutcome['shop'];
  if (status === 'passed') {
    const { id: shopId } = await trx
      .insertInto('shops')
      .values({
        name: row.shop_name,
        description: row.description,
        category_id: row.category_id,
        createtime: now,
        updatetime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const username = await freeUsername(trx, row.email, shopId);
    const password = randomBytes(9).toString('base64url');
    await trx
      .insertInto('admins')
      .values({
        username,
        nickname: row.contact_name,
        password_hash: await hashPassword(password),
        role: 'merchant',
        shop_id: shopId,
        createtime: now,
        updatetime: now,
      })
      .execute();
    shop = { id: shopId, username, password };
  }
  const application = toApplication(row);
  await writeAuditLog(trx, admin, {
    action: `merchant.${status}`,
    targetType: 'merchant_application',
    targetId: id,
    after: { ...application, shop_id: shop?.id ?? null },
    remark,
  });
  return { application, ...(shop ? { shop } : {}) };
}
