// The harness registers every feature's strings, as the shop app does in
// apps/shop/src/app/providers.tsx; that is why it sits above the features (beside the
// locale gatherers), and not in features/src/lib.
import type { LocaleBundle } from '../lib';
import { accountLocales } from '../account';
import { addressLocales } from '../address';
import { bagLocales } from '../bag';
import { catalogLocales } from '../catalog';
import { checkoutLocales } from '../checkout';
import { consoleBundles } from '../console-locales';
import { contentLocales } from '../content';
import { discoveryLocales } from '../discovery';
import { flashLocales } from '../flash';
import { homeLocales } from '../home';
import { notificationLocales } from '../notification';
import { chatLocales } from '../chat';
import { ordersLocales } from '../orders';
import { refundLocales } from '../refund';
import { reviewLocales } from '../review';
import { voucherLocales } from '../vouchers';
import { walletLocales } from '../wallet';

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
