import type { App } from '../../../src/app-types';
import { nowSeconds } from '../../../src/lib/time';
import type { ChainDepositWatcher, SeenTransfer } from '../../../src/modules/wallet/chain-watcher';

/** The USDT contract on Ethereum: a well-formed EVM token contract for networks the tests save. */
export const EVM_TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

let sequence = 0;

/** A USDT (6 decimals) transfer to `to`, deep enough in the chain to be confirmed at a head of 100. */
export function usdtTransfer(to: string, units: bigint): SeenTransfer {
  sequence += 1;
  return {
    txHash: `0x${sequence.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`,
    logIndex: 0,
    blockNumber: 10,
    blockHash: `0x${'cd'.repeat(32)}`,
    from: '0x1111111111111111111111111111111111111111',
    to,
    units,
    decimals: 6,
  };
}

/** A chain as a watcher reads it, reduced to what a round needs: these transfers, all still there. */
export function fakeChain(transfers: SeenTransfer[], head = 100): ChainDepositWatcher {
  return {
    head: async () => head,
    scan: async ({ addresses }) => ({
      transfers: transfers.filter((t) => addresses.some((a) => a.toLowerCase() === t.to.toLowerCase())),
      next: String(head),
    }),
    stillThere: async () => true,
  };
}

/** network/save's body for an EVM network named `name`, with a 1.00 minimum. */
export const networkBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  currency: 'USDT',
  address: `platform-${name.replace(/\W/g, '')}`,
  min_amount: '1.00',
  address_format: 'evm',
  ...extra,
});

/** An EVM network written straight into the table, past the console's checks (as the demo seed or an older version left it). */
export async function insertNetwork(
  app: App,
  values: { name: string; xpub: string; rpc_url?: string; token_contract?: string },
): Promise<number> {
  const row = await app.db
    .insertInto('chain_networks')
    .values({ address: 'platform', min_amount: 100, createtime: nowSeconds(), address_format: 'evm', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
