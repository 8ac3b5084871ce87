import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createClient } from '@bazaar/api-client';
import { ThemeProvider, Toast, localeFor, useMediaQuery } from '@bazaar/design-system';
import { ApiProvider, LinksProvider, sessionStore, tokenStore, useLang } from '@bazaar/features/lib';
import { i18n } from './i18n';
import { links } from './links';
import { router } from './routes';

/** Acme's providers, outermost first: its strings, its brand (light or dark as the phone is), the API, its links. */
export function App() {
  const lang = useLang(i18n);
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const client = useMemo(
    () =>
      createClient({
        // Acme's own origin; its server passes /acme-api/* on to Bazaar's /api/* (vite.config.ts).
        baseURL: '/acme-api',
        getToken: tokenStore.get,
        getLang: () => i18n.language,
        translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
        onError: (message) => Toast.show({ content: message }),
        onUnauthorized: () => {
          if (!sessionStore.get().token) return;
          sessionStore.clear();
          void router.navigate(links.login(window.location.pathname));
        },
      }),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider brand="acme" theme={dark ? 'dark' : 'light'} locale={localeFor(lang)}>
        <ApiProvider client={client}>
          <LinksProvider links={links}>
            <RouterProvider router={router} />
          </LinksProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
