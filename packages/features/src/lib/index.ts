export { ApiProvider, useApi, type ApiProviderProps } from './api-provider';
export { keepFirstPictures, readFirstData, useFirstData, withFirstData } from './first-data';
export { createI18n, type LocaleBundle } from './i18n';
export { createLazyI18n, type LanguageMessages, type LazyI18n } from './lazy-i18n';
export { useListTexts } from './use-list-texts';
export { usePagedList, type PagedList } from './use-paged-list';
export { useListFailed } from './list-failed';
export { LoadFailed, isRefused, type LoadFailedProps } from './load-failed';
export { listProps } from './list-props';
export { ProductFeed, type ProductFeedProps } from './product-feed';
export { LinksProvider, useLinks, type StorefrontLinks } from './links';
export { shopLinks } from './shop-links';
export { commonLocales, type CommonMessages } from './locales';
export { LANG_COOKIE, QUICK_TOKEN_KEY, TOKEN_COOKIE, readLang, tokenStore, writeLang } from './session';
export { sessionStore, storeQuickToken, useSession, type SessionState } from './session-store';
export { useRefreshUser, useUser } from './use-user';
export { useBagCount, useCart, useCartKey } from './use-cart';
export { useAddToBag } from './add-to-bag';
export { SEARCH_HISTORY_KEY, clearSearchHistory } from './search-history';
export { safeRedirect } from './redirect';
export { SIGN_IN_INTENT_KEY, signInIntent, type SignInIntent } from './sign-in-intent';
export { useLoginFirst } from './use-login-first';
export { useRevalidate } from './revalidate';
export {
  ENDPOINTS,
  REFRESHES,
  queryKeys,
  useAddress,
  useAddresses,
  useCategories,
  useOrderDetail,
  useRefreshAfter,
  type RefreshingWrite,
} from './queries';
export { useSubmit } from './use-submit';
export { useLang } from './use-lang';
export { useOnline } from './use-online';
export { currentSubscription, pushUnavailable, subscribeBrowser, type PushUnavailable } from './push-subscription';
export { pushOff } from './push-off';
export { OfflineBanner } from './offline-banner';
export { refundLeft, refundableSum } from './refundable';
export { adminSession, useAdmin } from './admin-session';
export { useInboxUnread } from './chat/inbox-unread';
export { useOpenChat, type OpenChatAbout } from './use-open-chat';
export { LazyVoucherOffers } from './lazy-voucher-offers';
export { LazyFlashDeals } from './lazy-flash-deals';
export { IDLE_TIMEOUT_MS, useIdle, whenIdle } from './when-idle';
export { ClockProvider, useClock, useNow, type ClockRead } from './clock';
