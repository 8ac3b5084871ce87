import type { Trx } from '../db';

/** The settings the demo catalog brings (its card top-up receiving account), unless already set. */
export async function insertDemoSettings(trx: Trx, cardAccounts: string | undefined, now: number): Promise<void> {
  if (!cardAccounts) return;
  await trx
    .insertInto('settings')
    .values({ key: 'card_accounts', value: cardAccounts, updatetime: now })
    // An operator's own accounts, set before the catalog was seeded, stay.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
