import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createClient } from '@bazaar/api-client';
import { enableAntdMobileOnReact19, localeFor, ThemeProvider, Toast } from '@bazaar/design-system';
import { ApiProvider, adminSession, createI18n, readLang, useLang } from '@bazaar/features/lib';
import { consoleBundles } from '@bazaar/features/console-locales';
import { paths } from '../config/pages';
import { router } from './router';

// Same toast behaviour as the shop (docs/product.md#errors-and-toasts).
enableAntdMobileOnReact19();
Toast.config({ duration: 1200, maskClickable: false });

/** Language, theme and an API client that sends the operator's token (not a shopper's). */
export function Providers({ children }: { children: ReactNode }) {
  const i18n = useMemo(() => createI18n(readLang(), consoleBundles), []);
  const client = useMemo(
    () =>
      createClient({
        getToken: adminSession.token,
        getLang: () => i18n.language,
        translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
        onError: (message) => Toast.show({ content: message }),
        onUnauthorized: () => {
          if (!adminSession.get()) return;
          adminSession.clear();
          void router.navigate(paths.login);
        },
      }),
    [i18n],
  );
  const lang = useLang(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider locale={localeFor(lang)}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
