import type { Trx } from '../db';

/**
 * The platform's receiving account that the demo's card top-up form shows, one line per currency
 * the demo takes (its balances are US dollars), in the `card_accounts` format: clearly not a real
 * bank, so nobody pays into it. Operators replace it in the console's Settings.
 */
export const DEMO_CARD_ACCOUNTS = 'USD Demo Bank (not a real account) · 6222 0000 0000 4821 · Bazaar Demo Ltd';

export async function insertDemoSettings(trx: Trx, now: number): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key: 'card_accounts', value: DEMO_CARD_ACCOUNTS, updatetime: now })
    // An operator's own accounts, set before the catalog was seeded, stay.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
