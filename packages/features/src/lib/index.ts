export { ApiProvider, useApi, type ApiProviderProps } from './api-provider';
export { createI18n, type LocaleBundle } from './i18n';
export { createLazyI18n, type LanguageMessages, type LazyI18n } from './lazy-i18n';
export { useListTexts } from './use-list-texts';
export { usePagedList, type PagedList } from './use-paged-list';
export { useListFailed } from './list-failed';
export { listProps } from './list-props';
export { ProductFeed, type ProductFeedProps } from './product-feed';
export { LinksProvider, useLinks, type StorefrontLinks } from './links';
export { commonLocales, type CommonMessages } from './locales';
export { LANG_COOKIE, QUICK_TOKEN_KEY, TOKEN_COOKIE, readLang, tokenStore, writeLang } from './session';
export { sessionStore, storeQuickToken, useSession, type SessionState } from './session-store';
export { USER_KEY, useRefreshUser, useUser } from './use-user';
export { useBagCount, useCart, useCartKey } from './use-cart';
export { SEARCH_HISTORY_KEY, clearSearchHistory } from './search-history';
export { safeRedirect } from './redirect';
export { CART_KEY, ORDER_DETAIL_KEY, ORDER_LIST_KEY, PAY_TARGET_KEY, useRevalidate } from './revalidate';
export { useSubmit } from './use-submit';
export { useLang } from './use-lang';
export { useOnline } from './use-online';
export {
  currentSubscription,
  pushUnavailable,
  subscribeBrowser,
  type PushUnavailable,
} from './push-subscription';
export { pushOff } from './push-off';
export { OfflineBanner } from './offline-banner';
export { refundLeft, refundableSum } from './refundable';
export { adminSession, consoleSharedLocales, joinConsoleLocales, useAdmin } from './console';
