// Story-only: the harness registers every feature's strings, as the shop app
// does in apps/shop/src/app/providers.tsx. Nothing in lib/index.ts exports
// this folder, so the "lib is below every feature" rule holds for the product.
import type { LocaleBundle } from '../i18n';
import { accountLocales } from '../../account';
import { addressLocales } from '../../address';
import { bagLocales } from '../../bag';
import { catalogLocales } from '../../catalog';
import { checkoutLocales } from '../../checkout';
import { consoleContentLocales, consoleLocales } from '../../console';
import { contentLocales } from '../../content';
import { homeLocales } from '../../home';
import { notificationLocales } from '../../notification';
import { ordersLocales } from '../../orders';
import { refundLocales } from '../../refund';
import { reviewLocales } from '../../review';
import { walletLocales } from '../../wallet';

export const featureBundles: Record<string, LocaleBundle> = {
  home: homeLocales,
  wallet: walletLocales,
  account: accountLocales,
  catalog: catalogLocales,
  bag: bagLocales,
  checkout: checkoutLocales,
  orders: ordersLocales,
  address: addressLocales,
  refund: refundLocales,
  review: reviewLocales,
  notification: notificationLocales,
  content: contentLocales,
  console: consoleLocales,
  consoleContent: consoleContentLocales,
};
