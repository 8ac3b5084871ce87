// The harness registers every feature's strings, as the shop app does in
// apps/shop/src/app/providers.tsx; that is why the kit is a package of its own,
// above the features, and not a folder of features/src/lib.
import type { LocaleBundle } from '@bazaar/features/lib';
import { accountLocales } from '@bazaar/features/account';
import { addressLocales } from '@bazaar/features/address';
import { bagLocales } from '@bazaar/features/bag';
import { catalogLocales } from '@bazaar/features/catalog';
import { checkoutLocales } from '@bazaar/features/checkout';
import { consoleBundles } from '@bazaar/features/console-locales';
import { contentLocales } from '@bazaar/features/content';
import { discoveryLocales } from '@bazaar/features/discovery';
import { flashLocales } from '@bazaar/features/flash';
import { homeLocales } from '@bazaar/features/home';
import { notificationLocales } from '@bazaar/features/notification';
import { chatLocales } from '@bazaar/features/chat';
import { ordersLocales } from '@bazaar/features/orders';
import { refundLocales } from '@bazaar/features/refund';
import { reviewLocales } from '@bazaar/features/review';
import { voucherLocales } from '@bazaar/features/vouchers';
import { walletLocales } from '@bazaar/features/wallet';

export const featureBundles: Record<string, LocaleBundle> = {
  ...consoleBundles,
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
  chat: chatLocales,
  content: contentLocales,
  discovery: discoveryLocales,
  flash: flashLocales,
  vouchers: voucherLocales,
};
