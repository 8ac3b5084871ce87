import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { MerchantApplyBody } from '@bazaar/contract';
import { useApi, useRevalidate } from '../../lib';

export type ArticleKind = 'helpSupport' | 'law' | 'platform';

/** GET user/help_support | law | platform: localized articles (the language is in the key). */
export function useArticles(kind: ArticleKind) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(['content/articles', kind, i18n.language], () => api.content[kind]());
}

/** GET common/service: customer-service channels. */
export function useServiceChannels() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(['common/service', i18n.language], () => api.content.service());
}

const APPLICATIONS_KEY = 'merchant/my_applications';

/** The shopper's merchant applications (a pending one replaces the form). */
export function useMyApplications() {
  const api = useApi();
  return useSWR([APPLICATIONS_KEY], () => api.content.merchantApplications());
}

/** POST merchant/apply. */
export function useApplyForShop() {
  const api = useApi();
  const revalidate = useRevalidate();
  return async (body: MerchantApplyBody) => {
    const application = await api.content.merchantApply(body);
    await revalidate(APPLICATIONS_KEY);
    return application;
  };
}
