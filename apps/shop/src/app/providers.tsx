import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { createClient } from '@bazaar/api-client';
import { ThemeProvider, localeFor } from '@bazaar/design-system';
import { ApiProvider, LinksProvider, createI18n, readLang, sessionStore, tokenStore } from '@bazaar/features/lib';
import { accountLocales } from '@bazaar/features/account';
import { homeLocales } from '@bazaar/features/home';
import { walletLocales } from '@bazaar/features/wallet';
import { bagLocales } from '@bazaar/features/bag';
import { checkoutLocales } from '@bazaar/features/checkout';
import { ordersLocales } from '@bazaar/features/orders';
import { catalogLocales } from '@bazaar/features/catalog';
import { addressLocales } from '@bazaar/features/address';
import { contentLocales } from '@bazaar/features/content';
import { notificationLocales } from '@bazaar/features/notification';
import { refundLocales } from '@bazaar/features/refund';
import { reviewLocales } from '@bazaar/features/review';
import { paths } from '../config/paths';
import './antd-render';
import { links } from './links';
import { router } from './router';
import { useLang } from './use-lang';

// Product-spec §8/§9: toasts last 1.2 s and block clicks.
Toast.config({ duration: 1200, maskClickable: false });

/** Everything a screen needs from above: language, theme, API client, links. */
export function Providers({ children }: { children: ReactNode }) {
  const i18n = useMemo(
    () =>
      createI18n(readLang(), {
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
      }),
    [],
  );
  const client = useMemo(
    () =>
      createClient({
        getToken: tokenStore.get,
        getLang: () => i18n.language,
        translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
        onError: (message) => Toast.show({ content: message }),
        // Product-spec §8: onError has shown the msg; a signed-in shopper loses the session and signs in again.
        onUnauthorized: () => {
          if (!sessionStore.get().token) return;
          sessionStore.clear();
          void router.navigate(paths.login);
        },
      }),
    [i18n],
  );
  const lang = useLang(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider locale={localeFor(lang)}>
        <ApiProvider client={client}>
          <LinksProvider links={links}>{children}</LinksProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
