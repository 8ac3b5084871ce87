import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { koreanParticles } from './korean-particles';
import { LANGS, normalizeLang, type Lang } from '@bazaar/contract';

/** Every namespace's strings in one language: `{ common: {...}, home: {...}, … }`. */
export type LanguageMessages = Record<string, Record<string, unknown>>;

/** An i18next instance that loads each language's strings when it is first needed, and a promise of the first one. */
export interface LazyI18n {
  i18n: I18n;
  /** Settles once the first language's strings are in: render after it, so no key shows untranslated. */
  ready: Promise<unknown>;
}

/**
 * An i18next instance that downloads one language at a time: `load(lang)` (a dynamic import,
 * one chunk per language) runs the first time a language is used, and `changeLanguage` resolves
 * only once its strings are in, so a switch never shows keys. There is no fallback language:
 * every language is complete (each is typed against English), so only the active one is fetched.
 */
export function createLazyI18n(
  lang: Lang,
  namespaces: readonly string[],
  load: (lang: Lang) => Promise<LanguageMessages>,
): LazyI18n {
  const loading = new Map<Lang, Promise<LanguageMessages>>();
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const l = normalizeLang(language);
      if (!l) return callback(null, {});
      let messages = loading.get(l);
      if (!messages) {
        messages = load(l);
        loading.set(l, messages);
        // A failed download (a flaky network) is not kept: i18next asks again, with a growing pause.
        messages.catch(() => loading.delete(l));
      }
      messages.then(
        (all) => callback(null, all[namespace] ?? {}),
        (error: Error) => callback(error, true),
      );
    },
  };
  const i18n = i18next.createInstance();
  const ready = i18n
    .use(backend)
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      lowerCaseLng: true,
      load: 'currentOnly',
      defaultNS: 'common',
      ns: [...namespaces],
      interpolation: { escapeValue: false },
      postProcess: [koreanParticles.name],
      returnNull: false,
      // No vendor notice in the console (it fills every test run's output).
      showSupportNotice: false,
      react: { useSuspense: false },
    });
  return { i18n, ready };
}
