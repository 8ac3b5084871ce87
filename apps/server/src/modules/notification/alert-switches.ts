import type { Trx } from '../../db';

/** The users among `rows` whose switch for this alert (user/profile) is on. */
export async function wanting(
  trx: Trx,
  rows: Array<{ user_id: number }>,
  setting: 'alert_price_drop' | 'alert_back_in_stock',
): Promise<number[]> {
  if (rows.length === 0) return [];
  const users = await trx
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      rows.map((r) => r.user_id),
    )
    .where(setting, '=', 1)
    .execute();
  return users.map((u) => u.id);
}
