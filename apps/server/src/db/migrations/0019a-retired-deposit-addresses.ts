import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * A network's deposit key can be replaced: retired_deposit_addresses keeps the addresses handed out
 * under a network's earlier keys, each with the key it came from and `retire_until` (unix seconds),
 * the end of the period the operator keeps them watched and credited. deposit_addresses keeps only
 * addresses under the network's current key. An address stays unique per network in each table,
 * and a shopper has one retired address per network and key.
 */
export function retiredDepositAddresses(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTable(db, schemaKit(db, dialect), 'retired_deposit_addresses', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          network_id: { ref: 'chain_networks', onDelete: 'restrict' },
          xpub: 'text',
          derivation_index: 'int',
          address: 'text',
          createtime: 'time',
          retiretime: 'time',
          retire_until: 'time',
        },
        unique: [
          ['network_id', 'address'],
          ['user_id', 'network_id', 'xpub'],
        ],
        indexes: [['network_id', 'xpub']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('retired_deposit_addresses').ifExists().execute();
    },
  };
}
