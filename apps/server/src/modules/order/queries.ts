import type { Address, Lang, Order, OrderDetail, OrderListStatus, Page } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx, OrdersTable } from '../../db';
import { renderStored } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { shopCardOf, shopCards } from '../cart/shop-cards';
import { paidShares } from './paid-shares';
import { readerLineKey, readerLines, type ReaderLine } from './reader-lines';

type OrderRow = Selectable<OrdersTable>;

/**
 * Orders as the contract shows them: shop card, item snapshots with their review flags, money as text. With
 * `lang` (a shopper reading), each line's title and SKU label are the product's in that language where the catalog has them.
 */
export async function toOrders(db: DbOrTrx, rows: OrderRow[], userId: number, lang?: Lang): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [items, shops] = await Promise.all([
    db
      .selectFrom('order_items')
      .select([
        'id',
        'order_id',
        'product_id',
        'sku_id',
        'title',
        'image',
        'spec',
        'price',
        'quantity',
        'reviewed',
        'refunded_amount',
      ])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    shopCards(
      db,
      rows.map((r) => r.shop_id),
      userId,
    ),
  ]);
  const reader = lang ? await readerLines(db, items, lang) : new Map<string, ReaderLine>();
  return rows.map((r) => {
    const lines = items.filter((i) => i.order_id === r.id);
    const shares = paidShares(lines, r.total);
    return {
      id: r.id,
      order_sn: r.order_sn,
      pay_sn: r.pay_sn,
      status: r.status,
      shop: shopCardOf(shops, r.shop_id),
      items: lines.map((i) => {
        const read = reader.get(readerLineKey(i.product_id, i.sku_id || 0));
        return {
          product_id: i.product_id,
          sku_id: i.sku_id || null,
          title: read?.title ?? i.title,
          image: i.image,
          spec: read?.spec ?? i.spec,
          price: formatMoney(i.price),
          quantity: i.quantity,
          reviewed: i.reviewed === 1,
          refundable: formatMoney(Math.max(0, shares.get(i.id)! - i.refunded_amount)),
        };
      }),
      goods_amount: formatMoney(r.goods_amount),
      freight: formatMoney(r.freight),
      discount: formatMoney(r.discount),
      total: formatMoney(r.total),
      createtime: r.createtime,
      paytime: r.paytime,
      shiptime: r.shiptime,
      receivetime: r.receivetime,
      express: r.express_company || r.express_number ? { company: r.express_company, number: r.express_number } : null,
    };
  });
}

/** The caller's order row, or "record not found" (also for someone else's order). */
export async function ownOrderRow(db: DbOrTrx, userId: number, orderId: number): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  return row;
}

export async function ownOrder(db: DbOrTrx, userId: number, orderId: number, lang?: Lang): Promise<Order> {
  return (await toOrders(db, [await ownOrderRow(db, userId, orderId)], userId, lang))[0]!;
}

/** "My purchases": newest first, one status or all. */
export async function listOrders(
  db: DbOrTrx,
  userId: number,
  query: { status?: OrderListStatus; page?: number; limit?: number },
  lang?: Lang,
): Promise<Page<Order>> {
  const args = pageArgs(query);
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (query.status && query.status !== 'all') base = base.where('status', '=', query.status);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('createtime', 'desc')
    .orderBy('id', 'desc')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  return toPage(await toOrders(db, rows, userId, lang), Number(count.n), args);
}

/** An order with its tracking timeline (newest first) and the address as it was at checkout. */
export async function orderDetail(db: DbOrTrx, userId: number, orderId: number, lang: Lang): Promise<OrderDetail> {
  const row = await ownOrderRow(db, userId, orderId);
  const [order] = await toOrders(db, [row], userId, lang);
  const logistics = await db
    .selectFrom('order_logistics')
    .select(['createtime', 'text', 'params'])
    .where('order_id', '=', orderId)
    .orderBy('createtime', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    ...order!,
    logistics: logistics.map((l) => ({ time: l.createtime, text: renderStored(lang, l.text, l.params) })),
    address: JSON.parse(row.address) as Address,
  };
}
