import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { koreanParticles } from './korean-particles';
import { DEFAULT_LANG, LANGS, type Lang } from '@bazaar/contract';
import { commonLocales } from './locales';

/** One feature's strings in all six languages; its namespace is the feature name. */
export type LocaleBundle = Record<Lang, Record<string, unknown>>;

/**
 * Creates the i18next instance of a storefront: the `common` namespace plus one
 * namespace per feature bundle. Language codes are ours (`zh-cn`), lower case.
 */
export function createI18n(lang: Lang, bundles: Record<string, LocaleBundle> = {}): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGS.map((l) => [
      l,
      {
        common: commonLocales[l],
        ...Object.fromEntries(Object.entries(bundles).map(([ns, bundle]) => [ns, bundle[l]])),
      },
    ]),
  );
  void instance
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      resources,
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      lowerCaseLng: true,
      defaultNS: 'common',
      ns: ['common', ...Object.keys(bundles)],
      interpolation: { escapeValue: false },
      postProcess: [koreanParticles.name],
      initImmediate: false,
      returnNull: false,
      // No vendor notice in the console (it fills every test run's output).
      showSupportNotice: false,
    });
  return instance;
}
