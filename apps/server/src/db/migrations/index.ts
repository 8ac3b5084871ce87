import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect';
import { initialSchema } from './0001-initial';
import { thirdAccounts } from './0002-third-accounts';
import { tokenDevice } from './0002a-token-device';
import { catalogSearch } from './0003-catalog-search';
import { notificationParams } from './0006-notification-params';
import { payCheckOwner } from './0008-pay-check-owner';

/**
 * Every migration, in order. Add the next one as `0002-<name>` here; never edit an applied one.
 * In-code (not read from disk) so the bundled dist/server.js carries them.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialSchema(dialect),
    '0002-third-accounts': thirdAccounts(dialect),
    '0002a-token-device': tokenDevice(),
    '0003-catalog-search': catalogSearch(dialect),
    '0006-notification-params': notificationParams(dialect),
    '0008-pay-check-owner': payCheckOwner(),
  };
  return { getMigrations: async () => migrations };
}
