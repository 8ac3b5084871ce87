import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * The chain watcher:
 * - chain_networks.token_contract: the token (USDT) contract whose Transfer events are deposits;
 * - chain_deposits: every transfer to a shopper's deposit address the watcher has seen, with its raw
 *   token amount, the block it was in and what became of it (seen → credited | below_min | dropped);
 *   unique per (network, tx_hash, log_index), so a transfer is one row however often it is seen;
 * - chain_cursors: where each network's scan goes on from, kept across restarts;
 * - recharges.tx_hash / log_index: a credited deposit's recharge names its transfer, unique per
 *   network, so no two instances or rounds can write two recharges for one transfer (manual
 *   recharges keep both NULL, which a unique index never compares).
 */
export function chainDeposits(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await db.schema
        .alterTable('chain_networks')
        .addColumn('token_contract', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('recharges').addColumn('tx_hash', 'text').execute();
      await db.schema.alterTable('recharges').addColumn('log_index', 'integer').execute();
      await db.schema
        .createIndex('recharges_network_id_tx_hash_log_index_uq')
        .on('recharges')
        .columns(['network_id', 'tx_hash', 'log_index'])
        .unique()
        .execute();
      await createTable(db, kit, 'chain_deposits', {
        columns: {
          network_id: { ref: 'chain_networks', onDelete: 'restrict' },
          user_id: { ref: 'users', onDelete: 'cascade' },
          tx_hash: 'text',
          log_index: 'int',
          block_number: 'cents',
          // '' where the chain's API gives none (TRON events); then the transaction is re-read instead.
          block_hash: 'text',
          from_address: 'text',
          to_address: 'text',
          // The token's own integer units as decimal text (USDT: 6 decimals), never rounded.
          amount_units: 'text',
          decimals: 'int',
          // Whole cents of the network's currency, and the units below one cent that are not credited.
          amount: 'cents',
          remainder_units: 'text',
          // seen | credited | below_min | dropped
          status: 'text:seen',
          recharge_id: { ref: 'recharges', nullable: true, onDelete: 'set null' },
          createtime: 'time',
          updatetime: 'time',
        },
        unique: [['network_id', 'tx_hash', 'log_index']],
        indexes: [
          ['network_id', 'status'],
          ['user_id', 'createtime'],
        ],
      });
      await createTable(db, kit, 'chain_cursors', {
        columns: {
          network_id: { ref: 'chain_networks', onDelete: 'cascade' },
          // EVM: the next block to scan; TRON: the block timestamp (ms) to list events from.
          position: 'text',
          updatetime: 'time',
        },
        unique: [['network_id']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chain_cursors').ifExists().execute();
      await db.schema.dropTable('chain_deposits').ifExists().execute();
      await db.schema.dropIndex('recharges_network_id_tx_hash_log_index_uq').ifExists().execute();
      await db.schema.alterTable('recharges').dropColumn('log_index').execute();
      await db.schema.alterTable('recharges').dropColumn('tx_hash').execute();
      await db.schema.alterTable('chain_networks').dropColumn('token_contract').execute();
    },
  };
}
