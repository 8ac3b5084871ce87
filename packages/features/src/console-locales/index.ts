// The operator console's strings, gathered from its features (so this folder sits above them, as
// storefront-locales does for the shop): what the console app and the story harness register.
import type { LocaleBundle } from '../lib';
import { joinConsoleLocales } from '../console-kit';
import { chatLocales } from '../lib/chat/locales';
import { consoleCatalogLocales } from '../console-catalog/locales';
import { consoleChatLocales } from '../console-chat/locales';
import { consoleContentLocales } from '../console-content/locales';
import { consoleContentTitles } from '../console-content/locales/titles';
import { consoleFlashLocales } from '../console-flash/locales';
import { consoleOperationsLocales } from '../console-operations/locales';
import { consoleShellLocales } from '../console-shell/locales';
import { consoleVoucherLocales } from '../console-vouchers/locales';
import { voucherLocales } from '../lib/vouchers/locales';

/**
 * The console's namespaces: `console` (the shared strings, every screen's and every route's title),
 * `consoleContent` (the content editors' own strings), `chat` (a conversation's, shared with the shop) and
 * `vouchers` (a voucher's value and condition as the shop words them, shared with the shop).
 */
export const consoleBundles: Record<'console' | 'consoleContent' | 'chat' | 'vouchers', LocaleBundle> = {
  console: joinConsoleLocales(
    consoleShellLocales,
    consoleOperationsLocales,
    consoleChatLocales,
    consoleCatalogLocales,
    consoleContentTitles,
    consoleVoucherLocales,
    consoleFlashLocales,
  ),
  consoleContent: consoleContentLocales,
  chat: chatLocales,
  vouchers: voucherLocales,
};
