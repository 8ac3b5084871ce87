// The storefront's strings loaded one language at a time: each language is its own chunk
// (shop strings of every feature plus antd-mobile's locale), so a page downloads only the
// language it shows. Storybook and tests keep the all-language bundles (`homeLocales`, …).
import type { Lang } from '@bazaar/contract';
import type { Locale } from 'antd-mobile/es/locales/base';
import type { LanguageMessages } from '../lib/lazy-i18n';

/** One language of the storefront: the strings of every namespace and antd-mobile's locale. */
export interface StorefrontLanguage {
  messages: LanguageMessages;
  antd: Locale;
}

/** The namespaces a storefront uses: `common` and one per feature. */
export const STOREFRONT_NAMESPACES = [
  'common',
  'account',
  'address',
  'bag',
  'catalog',
  'chat',
  'checkout',
  'content',
  'discovery',
  'flash',
  'home',
  'notification',
  'orders',
  'refund',
  'review',
  'vouchers',
  'wallet',
] as const;

type LanguageModule = { antd: Locale } & Record<(typeof STOREFRONT_NAMESPACES)[number], Record<string, unknown>>;

const loaders: Record<Lang, () => Promise<LanguageModule>> = {
  en: () => import('./en'),
  'zh-cn': () => import('./zh-cn'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  th: () => import('./th'),
  vi: () => import('./vi'),
};

/** Downloads one language of the storefront. */
export function loadStorefrontLanguage(lang: Lang): Promise<StorefrontLanguage> {
  return loaders[lang]().then(({ antd, ...messages }) => ({ antd, messages }));
}
