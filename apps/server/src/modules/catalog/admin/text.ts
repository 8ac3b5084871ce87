import type { DbOrTrx } from '../../../db';
import type { MessageKey } from '../../../i18n';
import { BusinessError } from '../../../lib/errors';

/** Trimmed text, refused with `msg` when empty. */
export function nonEmpty(value: string | undefined, field: string, msg: MessageKey): string {
  const text = (value ?? '').trim();
  if (!text) throw new BusinessError(msg, { field });
  return text;
}

/** JSON text, or the fallback when it does not parse. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** How many products (on and off the shelf) each shop or category holds: one grouped query. */
export async function productCountsBy(
  db: DbOrTrx,
  column: 'shop_id' | 'category_id',
  ids: number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'in', ids)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [(r as Record<typeof column, number>)[column], Number(r.n)]));
}
