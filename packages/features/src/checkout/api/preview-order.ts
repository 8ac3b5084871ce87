import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { PreviewBody } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/**
 * POST order/preview: the server's prices, freight, discount and total, and
 * why a promo code does not apply (titles and that reason in the request's language). Re-run
 * whenever the body or the language changes.
 */
export function usePreview(body: PreviewBody | null) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(
    body ? queryKeys.orderPreview(JSON.stringify(body), i18n.language) : null,
    () => api.order.preview(body!),
    {
      keepPreviousData: true,
    },
  );
}
