import { expect } from 'vitest';
import type { App } from '../../src/app-types';
import { nowSeconds } from '../../src/lib/time';
import { checkLedger } from '../../src/modules/ledger';

/** A TRON address the product's checks accept (base58check, version 0x41). */
export const TRON_ADDRESS = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
/** An EVM address in its EIP-55 case (the USDT contract). */
export const EVM_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
/** The test Visa number: passes Luhn. */
export const TEST_CARD = '4111 1111 1111 1111';

let uploads = 0;

/** An upload row owned by the shopper, as common/upload would leave it; returns its url. */
export async function ownUpload(app: App, userId: number): Promise<string> {
  uploads += 1;
  const url = `/uploads/test/${userId}-${uploads}-${Math.random().toString(36).slice(2, 8)}.png`;
  await app.db
    .insertInto('uploads')
    .values({ url, path: url, mime: 'image/png', size: 10, user_id: userId, createtime: nowSeconds() })
    .execute();
  return url;
}

/** The id of a network by name (the fixture's TRC20, or one addNetwork added). */
export async function networkIdOf(app: App, name: string): Promise<number> {
  return (await app.db.selectFrom('chain_networks').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A deposit network straight in the database (the fixture has only TRC20). */
export async function addNetwork(app: App, name: string, minCents = 100): Promise<number> {
  const { id } = await app.db
    .insertInto('chain_networks')
    .values({ name, currency: 'USDT', address: `addr-${name}`, min_amount: minCents, createtime: nowSeconds() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setSetting(app: App, key: string, value: string): Promise<void> {
  await app.db.deleteFrom('settings').where('key', '=', key).execute();
  await app.db.insertInto('settings').values({ key, value, updatetime: nowSeconds() }).execute();
}

/** The invariant check every wallet test ends with. */
export async function expectLedgerOk(app: App): Promise<void> {
  const result = await checkLedger(app.db);
  expect(result.problems).toEqual([]);
  expect(result.ok).toBe(true);
}
