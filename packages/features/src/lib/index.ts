export { ApiProvider, useApi, type ApiProviderProps } from './api-provider';
export { createI18n, type LocaleBundle } from './i18n';
export { useListTexts } from './use-list-texts';
export { usePagedList, type PagedList } from './use-paged-list';
export { LinksProvider, useLinks, type StorefrontLinks } from './links';
export { commonLocales, type CommonMessages } from './locales';
export { LANG_COOKIE, QUICK_TOKEN_KEY, TOKEN_COOKIE, readLang, tokenStore, writeLang } from './session';
