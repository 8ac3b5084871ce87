import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect';
import { initialSchema } from './0001-initial';
import { thirdAccounts } from './0002-third-accounts';
import { tokenDevice } from './0002a-token-device';
import { catalogSearch } from './0003-catalog-search';
import { notificationParams } from './0006-notification-params';
import { payCheckOwner } from './0008-pay-check-owner';
import { accountAddresses } from './0009-account-addresses';
import { recentlyViewed } from './0010-recently-viewed';
import { depositAddresses } from './0011-deposit-addresses';
import { favouriteAlerts } from './0012-favourite-alerts';
import { logisticsParams } from './0013-logistics-params';
import { chainDeposits } from './0014-chain-deposits';
import { chainCursorHead } from './0015-chain-cursor-head';
import { pushSubscriptions } from './0016-push-subscriptions';
import { catalogTranslations } from './0017-catalog-translations';
import { bannerSubtitle } from './0018-banner-subtitle';
import { retiredDepositAddresses } from './0019a-retired-deposit-addresses';
import { chainDepositIdentity } from './0019b-chain-deposit-identity';
import { backInStockHoldOff } from './0020-back-in-stock-hold-off';
import { foldedSearchTerms } from './0025-folded-search-terms';
import { chat } from './0026-chat';
import { chatAway } from './0026a-chat-away';
import { vouchers } from './0027-vouchers';
import { flashSales } from './0028-flash-sales';
import { flashReminders } from './0029-flash-reminders';
import { flashUnitsByShopper } from './0030-flash-units-by-shopper';

/**
 * Every migration, in order. Add the next one as `0031-<name>` here (one above the last below, then
 * raise the number in this line; frozen.test.ts checks it); never edit an applied one. A migration
 * imports only kysely, the dialect's type and files in this folder: what it needs from live code
 * is copied in, so it does the same forever (0003-catalog-search/terms.ts).
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
    '0009-account-addresses': accountAddresses(dialect),
    '0010-recently-viewed': recentlyViewed(dialect),
    '0011-deposit-addresses': depositAddresses(dialect),
    '0012-favourite-alerts': favouriteAlerts(dialect),
    '0013-logistics-params': logisticsParams(),
    '0014-chain-deposits': chainDeposits(dialect),
    '0015-chain-cursor-head': chainCursorHead(),
    '0016-push-subscriptions': pushSubscriptions(dialect),
    '0017-catalog-translations': catalogTranslations(dialect),
    '0018-banner-subtitle': bannerSubtitle(dialect),
    '0019a-retired-deposit-addresses': retiredDepositAddresses(dialect),
    '0019b-chain-deposit-identity': chainDepositIdentity(),
    '0020-back-in-stock-hold-off': backInStockHoldOff(),
    '0025-folded-search-terms': foldedSearchTerms(),
    '0026-chat': chat(dialect),
    '0026a-chat-away': chatAway(dialect),
    '0027-vouchers': vouchers(dialect),
    '0028-flash-sales': flashSales(dialect),
    '0029-flash-reminders': flashReminders(dialect),
    '0030-flash-units-by-shopper': flashUnitsByShopper(),
  };
  return { getMigrations: async () => migrations };
}
