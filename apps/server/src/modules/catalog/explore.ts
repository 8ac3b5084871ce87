import type { Page, PageQuery, ProductCard, Lang } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { toProductCard } from './cards';
import type { CatalogCtx } from './context';
import { cachedCount } from './kv-cache';
import { pageSlots } from './feed-slots';
import { CARD_COLUMNS, type ProductCardRow } from './repository';

/**
 * Lanes of the explore feed: new, hot and well-rated. Each product belongs to exactly one lane
 * (by id modulo the lane count), so the interleaved feed never repeats a product on any page,
 * and each lane reads along its own index (status + createtime | sales | favorable_rate).
 */
const LANES: ('createtime' | 'sales' | 'favorable_rate' | 'product_score' | 'id')[][] = [
  ['createtime', 'id'],
  ['sales', 'id'],
  ['favorable_rate', 'product_score', 'id'],
];

const laneQuery = (db: DbOrTrx, lane: number) =>
  db
    .selectFrom('products')
    .where('products.status', '=', 'on')
    // A literal modulus, as in the lane indexes of migration 0003 (a bound one would not match them).
    .where(sql<number>`products.id % ${sql.lit(LANES.length)}`, '=', lane);

async function laneSize(db: DbOrTrx, lane: number): Promise<number> {
  const row = await laneQuery(db, lane)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids first (the lane index covers them, deep offsets included), then just those cards. */
function laneRows(db: DbOrTrx, lane: number, range: { offset: number; limit: number }): Promise<ProductCardRow[]> {
  let ids = laneQuery(db, lane).select('products.id');
  let cards = db.selectFrom('products').select(CARD_COLUMNS);
  for (const column of LANES[lane]!) {
    ids = ids.orderBy(`products.${column}`, 'desc');
    cards = cards.orderBy(`products.${column}`, 'desc');
  }
  return cards.where('products.id', 'in', ids.limit(range.limit).offset(range.offset)).execute();
}

export async function exploreFeed(ctx: CatalogCtx, query: PageQuery, lang: Lang): Promise<Page<ProductCard>> {
  const args = pageArgs(query);
  const sizes = await Promise.all(
    LANES.map((_, lane) => cachedCount(ctx.kv, `explore:${lane}`, () => laneSize(ctx.db, lane))),
  );
  const { slots, ranges } = pageSlots(args.offset, args.offset + args.limit, sizes);
  const lanes = await Promise.all(ranges.map((range, lane) => (range ? laneRows(ctx.db, lane, range) : [])));
  const firstRank = ranges.map((range) => range?.offset ?? 0);
  const cards = slots
    .map((slot) => lanes[slot.lane]![slot.rank - firstRank[slot.lane]!])
    // A lane shorter than its cached size (a product went off sale since) leaves a gap: skip it.
    .filter((row): row is ProductCardRow => row !== undefined)
    .map((r) => toProductCard(r, lang));
  return toPage(
    cards,
    sizes.reduce((a, b) => a + b, 0),
    args,
  );
}
