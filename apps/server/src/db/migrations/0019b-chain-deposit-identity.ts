import { sql, type Kysely, type Migration } from 'kysely';

/**
 * chain_deposits.chain_key: the chain a transfer happened on, as the watcher reads it (the RPC URL,
 * normalized, and the token contract), so one transfer is one row and one credit however many
 * networks watch the same chain and contract with the same key; unique with (tx_hash, log_index).
 * Existing rows take their network's key; should two networks already hold the same transfer, the
 * later rows keep theirs apart with the network's id (what was credited stays credited).
 */
export function chainDepositIdentity(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('chain_deposits')
        .addColumn('chain_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const networks = (await db
        .selectFrom('chain_networks')
        .select(['id', 'address_format', 'rpc_url', 'token_contract'])
        .execute()) as { id: number; address_format: string; rpc_url: string; token_contract: string }[];
      const keys = new Map(networks.map((n) => [Number(n.id), chainKey(n)]));
      const rows = (await db
        .selectFrom('chain_deposits')
        .select(['id', 'network_id', 'tx_hash', 'log_index'])
        .orderBy('id')
        .execute()) as { id: number; network_id: number; tx_hash: string; log_index: number }[];
      const taken = new Set<string>();
      for (const row of rows) {
        let key = keys.get(Number(row.network_id)) ?? '';
        if (taken.has(`${key} ${row.tx_hash} ${row.log_index}`)) key = `${key}#${row.network_id}`;
        taken.add(`${key} ${row.tx_hash} ${row.log_index}`);
        await sql`update chain_deposits set chain_key = ${key} where id = ${row.id}`.execute(db);
      }
      await db.schema
        .createIndex('chain_deposits_chain_key_tx_hash_log_index_uq')
        .on('chain_deposits')
        .columns(['chain_key', 'tx_hash', 'log_index'])
        .unique()
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('chain_deposits_chain_key_tx_hash_log_index_uq').ifExists().execute();
      await db.schema.alterTable('chain_deposits').dropColumn('chain_key').execute();
    },
  };
}

/** Copied from modules/deposit/chain-key.ts as it was when this migration was written. */
function chainKey(n: { address_format: string; rpc_url: string; token_contract: string }): string {
  const contract = n.address_format === 'tron' ? n.token_contract.trim() : n.token_contract.trim().toLowerCase();
  return `${normalizedRpcUrl(n.rpc_url)} ${contract}`;
}

function normalizedRpcUrl(text: string): string {
  try {
    const url = new URL(text.trim());
    url.hash = '';
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.protocol}//${url.host}${path}${url.search}`;
  } catch {
    return text.trim();
  }
}
