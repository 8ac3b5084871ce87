import type { Locale } from 'antd-mobile/es/locales/base';
import { createLazyI18n, readLang } from '@bazaar/features/lib';
import { STOREFRONT_NAMESPACES, loadStorefrontLanguage } from '@bazaar/features/storefront-locales';

// antd-mobile's locale of each language, kept as its chunk arrives (before i18next switches).
const antdLocales = new Map<string, Locale>();

/**
 * The shop's i18next: only the shopper's language is downloaded (one chunk with every feature's
 * strings and antd-mobile's locale); another is fetched when the shopper switches to it.
 */
export const { i18n, ready: i18nReady } = createLazyI18n(readLang(), STOREFRONT_NAMESPACES, async (lang) => {
  const language = await loadStorefrontLanguage(lang);
  antdLocales.set(lang, language.antd);
  return language.messages;
});

/** antd-mobile's locale for a language already loaded (the ThemeProvider's default otherwise). */
export const antdLocaleFor = (lang: string): Locale | undefined => antdLocales.get(lang);
