import type { Trx } from '../../db';

/**
 * Writes the network's row without changing it, so the transaction holds it (PostgreSQL's row lock;
 * SQLite has one writer) until it ends: a key replacement and an address hand-out on the same network
 * run one after the other, never interleaved.
 */
export async function lockNetwork(trx: Trx, networkId: number): Promise<void> {
  await trx
    .updateTable('chain_networks')
    .set((eb) => ({ xpub: eb.ref('xpub') }))
    .where('id', '=', networkId)
    .execute();
}
