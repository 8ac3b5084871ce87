import Cookies from 'js-cookie';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@bazaar/contract';

/** The cookie that keeps the shopper's session token (names and lifetime: docs/product.md#sessions). */
export const TOKEN_COOKIE = 'Admin-Token';
/** The cookie that keeps the interface language the shopper chose. */
export const LANG_COOKIE = 'Local_Lang';
/** The localStorage key that keeps the one-time token of a quick-login link (docs/product.md#quick-login). */
export const QUICK_TOKEN_KEY = 'quickToken';
const COOKIE_OPTIONS = { expires: 3, path: '/' } as const;

/** The first of the browser's preferred languages that is one of ours (`ja-JP` → ja, `zh-Hans` → zh-cn). */
export function browserLang(preferred: readonly string[] = browserLanguages()): Lang | undefined {
  for (const tag of preferred) {
    const lang = normalizeLang(tag);
    if (lang) return lang;
  }
  return undefined;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The interface language: the `Local_Lang` cookie (a choice the shopper made), else the
 * browser's language on a first visit, else English. The browser's is not written to the
 * cookie: it stays a guess until the shopper chooses.
 */
export function readLang(): Lang {
  return normalizeLang(Cookies.get(LANG_COOKIE)) ?? browserLang() ?? DEFAULT_LANG;
}

/** Keeps the shopper's choice of language in its cookie (three days). */
export function writeLang(lang: Lang): void {
  Cookies.set(LANG_COOKIE, lang, COOKIE_OPTIONS);
}

/**
 * The session token: held in memory, mirrored in the `Admin-Token` cookie so a
 * reload keeps the shopper signed in for three days.
 */
let memoryToken: string | undefined = Cookies.get(TOKEN_COOKIE) || undefined;

/** The shopper's session token: read, set (also into its cookie for three days) and cleared on sign-out. */
export const tokenStore = {
  get: (): string | undefined => memoryToken,
  set(token: string): void {
    memoryToken = token;
    Cookies.set(TOKEN_COOKIE, token, COOKIE_OPTIONS);
  },
  clear(): void {
    memoryToken = undefined;
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
  },
};
