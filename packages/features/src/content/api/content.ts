import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { MerchantApplyBody } from '@bazaar/contract';
import { queryKeys, useApi, useRefreshAfter } from '../../lib';

export type ArticleKind = 'helpSupport' | 'law' | 'platform';

/** GET user/help_support | law | platform: localized articles (the language is in the key). */
export function useArticles(kind: ArticleKind) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(queryKeys.articles(kind, i18n.language), () => api.content[kind]());
}

/** GET common/service: customer-service channels. */
export function useServiceChannels() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(queryKeys.service(i18n.language), () => api.content.service());
}

/** The shopper's merchant applications (a pending one replaces the form). */
export function useMyApplications() {
  const api = useApi();
  return useSWR(queryKeys.myApplications(), () => api.content.merchantApplications());
}

/** POST merchant/apply. */
export function useApplyForShop() {
  const api = useApi();
  const refresh = useRefreshAfter();
  return async (body: MerchantApplyBody) => {
    const application = await api.content.merchantApply(body);
    await refresh('applyForShop');
    return application;
  };
}
