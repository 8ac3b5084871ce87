import type {
  CartAddAnswer,
  CartAddBody,
  CartItem,
  CartList,
  CartShopGroup,
  CartUpdateBody,
  Lang,
} from '@bazaar/contract';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { lineKey, loadPurchasables, type Purchasable } from './lines';
import { shopCards } from './shop-cards';

/** The refusal that fits a line that cannot be bought. */
export function unavailableError(line: Purchasable, field = 'product_id'): BusinessError {
  if (line.invalid === 'choose_spec') return new BusinessError('cart.choose_spec', { field: 'sku_id' });
  if (line.invalid === 'sold_out') return new BusinessError('checkout.insufficient_stock', { field: 'quantity' });
  return new BusinessError('cart.product_unavailable', { field });
}

export async function list(db: DbOrTrx, userId: number, lang: Lang): Promise<CartList> {
  const rows = await db
    .selectFrom('carts')
    .select(['id', 'product_id', 'sku_id', 'quantity', 'selected'])
    .where('user_id', '=', userId)
    .orderBy('updatetime', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const lines = await loadPurchasables(
    db,
    rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id })),
    lang,
  );
  const shops = await shopCards(
    db,
    [...lines.values()].map((l) => l.shopId),
    userId,
  );
  // Groups keep the order of each shop's most recently touched line.
  const groups = new Map<number, CartShopGroup>();
  let selectedTotal = 0;
  for (const row of rows) {
    const line = lines.get(lineKey(row.product_id, row.sku_id));
    // A deleted product takes its cart rows with it (foreign key cascade): no shop is ever missing here.
    const shop = line && shops.get(line.shopId);
    if (!line || !shop) continue;
    const invalid = line.invalid !== undefined;
    const item: CartItem = {
      id: row.id,
      product_id: row.product_id,
      sku_id: row.sku_id || null,
      title: line.title,
      image: line.image,
      spec: line.spec,
      price: formatMoney(line.price),
      quantity: row.quantity,
      stock: Math.max(0, line.stock),
      selected: row.selected === 1,
      invalid,
    };
    if (item.selected && !invalid) selectedTotal += line.price * row.quantity;
    const group = groups.get(shop.id) ?? { shop, items: [] };
    group.items.push(item);
    groups.set(shop.id, group);
  }
  return { shops: [...groups.values()], selected_total: formatMoney(selectedTotal) };
}

export async function add(db: Db, userId: number, body: CartAddBody, lang: Lang): Promise<CartAddAnswer> {
  const skuId = body.sku_id ?? 0;
  const line = (await loadPurchasables(db, [{ productId: body.product_id, skuId }], lang)).get(
    lineKey(body.product_id, skuId),
  );
  if (!line || line.invalid) throw unavailableError(line ?? ({ invalid: 'gone' } as Purchasable));
  return db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    // Merge with the same line atomically, then refuse (rolling back) when the bag would hold more than the stock.
    await trx
      .insertInto('carts')
      .values({
        user_id: userId,
        product_id: body.product_id,
        sku_id: skuId,
        quantity: body.quantity,
        selected: 1,
        createtime: now,
        updatetime: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id', 'sku_id']).doUpdateSet({
          quantity: sql`carts.quantity + excluded.quantity`,
          selected: 1,
          updatetime: now,
        }),
      )
      .execute();
    const row = await trx
      .selectFrom('carts')
      .select(['id', 'quantity'])
      .where('user_id', '=', userId)
      .where('product_id', '=', body.product_id)
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
    if (row.quantity > line.stock) throw new BusinessError('checkout.insufficient_stock', { field: 'quantity' });
    return { id: row.id, cart_count: await countLines(trx, userId) };
  });
}

/** The bag's badge: how many lines it holds. */
export async function countLines(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('carts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function update(db: Db, userId: number, body: CartUpdateBody, lang: Lang): Promise<CartList> {
  const row = await db
    .selectFrom('carts')
    .select(['id', 'product_id', 'sku_id'])
    .where('id', '=', body.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  if (body.quantity !== undefined) {
    const line = (await loadPurchasables(db, [{ productId: row.product_id, skuId: row.sku_id }], lang)).get(
      lineKey(row.product_id, row.sku_id),
    );
    if (!line || line.invalid) throw unavailableError(line ?? ({ invalid: 'gone' } as Purchasable));
    if (body.quantity > line.stock) throw new BusinessError('checkout.insufficient_stock', { field: 'quantity' });
  }
  await db
    .updateTable('carts')
    .set({
      ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
      ...(body.selected !== undefined ? { selected: body.selected ? 1 : 0 } : {}),
      updatetime: nowSeconds(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .execute();
  return list(db, userId, lang);
}

/** Removes the caller's lines; an id that is not one of them (another's, or gone) refuses the whole call. */
export async function remove(db: Db, userId: number, ids: number[], lang: Lang): Promise<CartList> {
  const wanted = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('carts')
      .where('user_id', '=', userId)
      .where('id', 'in', wanted)
      .executeTakeFirst();
    // Rolled back: nothing is removed when one id is not the caller's.
    if (Number(deleted.numDeletedRows) !== wanted.length) {
      throw new BusinessError('common.record_not_found', { field: 'ids' });
    }
  });
  return list(db, userId, lang);
}
