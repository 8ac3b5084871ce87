import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../dialect';
import { createTable, schemaKit, type TableSpec } from '../table-spec';
import { accountTables } from './accounts';
import { catalogTables } from './catalog';
import { orderTables } from './orders';
import { systemTables } from './system';
import { walletTables } from './wallet';

/** The whole product's schema, written at once so that domains do not collide over migrations. */
const groups: Record<string, TableSpec>[] = [accountTables, catalogTables, orderTables, walletTables, systemTables];

export function initialSchema(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updatetime', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const group of groups) {
        for (const [name, spec] of Object.entries(group)) await createTable(db, kit, name, spec);
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      const names = groups.flatMap((g) => Object.keys(g)).reverse();
      for (const name of [...names, 'settings']) await db.schema.dropTable(name).ifExists().execute();
    },
  };
}
