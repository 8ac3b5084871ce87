import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createClient } from '@bazaar/api-client';
import { ThemeProvider, Toast } from '@bazaar/design-system';
import { ApiProvider, LinksProvider, readFirstData, sessionStore, tokenStore, useLang } from '@bazaar/features/lib';
import { paths } from '../config/routes';
import { antdLocaleFor, i18n } from './i18n';
import { shopLinks as links } from '@bazaar/features/lib';
import { router } from './router';

// docs/product.md#errors-and-toasts: toasts last 1.2 s and block clicks. antd-mobile's imperative toasts, dialogs
// and photo viewers set up React 19's render themselves, in their own chunks (design-system antd-toast.ts).
Toast.config({ duration: 1200, maskClickable: false });

/** Everything a screen needs from above: language (loaded before the first render, see start.tsx), theme, API client, links. */
export function Providers({ children }: { children: ReactNode }) {
  // A prerendered page's HTML carries its first calls' answers (the server writes them for visitors).
  const firstData = useMemo(() => readFirstData(), []);
  const client = useMemo(
    () =>
      createClient({
        // docs/product.md#calls: the API's host is configurable (a build-time setting; same origin by default).
        baseURL: import.meta.env.VITE_API_BASE_URL || '/api',
        getToken: tokenStore.get,
        getLang: () => i18n.language,
        translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
        onError: (message) => Toast.show({ content: message }),
        // docs/product.md#errors-and-toasts: onError has shown the msg; a signed-in shopper loses the session and signs in again.
        onUnauthorized: () => {
          if (!sessionStore.get().token) return;
          sessionStore.clear();
          void router.navigate(paths.login);
        },
      }),
    [],
  );
  const lang = useLang(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider locale={antdLocaleFor(lang)}>
        <ApiProvider client={client} firstData={firstData}>
          <LinksProvider links={links}>{children}</LinksProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
