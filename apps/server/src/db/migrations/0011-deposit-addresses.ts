import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Per-shopper deposit addresses:
 * - chain_networks gets what an address and a later watcher need: the address format (`evm` 0x… or
 *   `tron` T…), the account's extended public key (never a private key), the confirmations a deposit
 *   waits for, and the RPC URL the watcher reads the chain through;
 * - deposit_addresses: the address handed to each shopper per network (its BIP-32 index is the
 *   shopper's id), unique both ways so a watcher maps an address back to exactly one shopper.
 */
export function depositAddresses(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('chain_networks')
        .addColumn('address_format', 'text', (c) => c.notNull().defaultTo('evm'))
        .execute();
      await db.schema
        .alterTable('chain_networks')
        .addColumn('xpub', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('chain_networks')
        .addColumn('confirmations', 'integer', (c) => c.notNull().defaultTo(12))
        .execute();
      await db.schema
        .alterTable('chain_networks')
        .addColumn('rpc_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // Networks named after TRON's token standard write T… addresses.
      await sql`update chain_networks set address_format = 'tron' where upper(name) like '%TRC%'`.execute(db);
      await createTable(db, schemaKit(db, dialect), 'deposit_addresses', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          // restrict: a network whose addresses were handed out may hold shoppers' money.
          network_id: { ref: 'chain_networks', onDelete: 'restrict' },
          derivation_index: 'int',
          address: 'text',
          createtime: 'time',
        },
        unique: [
          ['user_id', 'network_id'],
          ['network_id', 'address'],
        ],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('deposit_addresses').ifExists().execute();
      for (const column of ['rpc_url', 'confirmations', 'xpub', 'address_format']) {
        await db.schema.alterTable('chain_networks').dropColumn(column).execute();
      }
    },
  };
}
