import { createLazyI18n, readLang, type LanguageMessages } from '@bazaar/features/lib';
import { STOREFRONT_NAMESPACES, loadStorefrontLanguage } from '@bazaar/features/storefront-locales';
import { acmeLang, layer, wording } from './wording';

/**
 * Bazaar's strings of every feature (one language at a time, as the Bazaar shop loads them) with Acme's wording
 * laid over them, plus Acme's own namespace. Render once `ready` settles, so no key shows untranslated.
 */
export const { i18n, ready } = createLazyI18n(
  acmeLang(readLang()),
  [...STOREFRONT_NAMESPACES, 'acme'],
  async (lang) => {
    const { messages } = await loadStorefrontLanguage(lang);
    return layer(messages, wording[acmeLang(lang)]) as LanguageMessages;
  },
);
