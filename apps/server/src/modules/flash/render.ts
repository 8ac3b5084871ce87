import { flashSessionStatus, type FlashItem, type FlashSession, type Lang } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { toProductCard } from '../catalog/cards';
import { CARD_COLUMNS, type ProductCardRow } from '../catalog/repository';

export function renderSession(
  row: { id: number; title: string; starts_at: number; ends_at: number },
  now: number,
): FlashSession {
  return {
    id: row.id,
    title: row.title,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: flashSessionStatus(row, now),
  };
}

/** Flash items with their product card's columns, ready for `renderItem`. */
export const itemRows = (db: DbOrTrx) =>
  db
    .selectFrom('flash_items as fi')
    .innerJoin('products', 'products.id', 'fi.product_id')
    .select([
      ...CARD_COLUMNS,
      'fi.id as item_id',
      'fi.session_id',
      'fi.sku_id',
      'fi.flash_price',
      'fi.flash_stock',
      'fi.sold',
      'fi.per_user_limit',
    ]);

export interface ItemRow extends ProductCardRow {
  item_id: number;
  session_id: number;
  sku_id: number;
  flash_price: number;
  flash_stock: number;
  sold: number;
  per_user_limit: number;
}

export function renderItem(row: ItemRow, lang: Lang): FlashItem {
  return {
    id: row.item_id,
    session_id: row.session_id,
    product: toProductCard(row, lang),
    sku_id: row.sku_id || null,
    flash_price: formatMoney(row.flash_price),
    flash_stock: row.flash_stock,
    sold: row.sold,
    per_user_limit: row.per_user_limit,
  };
}
