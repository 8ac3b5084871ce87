import useSWR from 'swr';
import type { PreviewBody } from '@bazaar/contract';
import { useApi } from '../../lib';

/**
 * POST order/preview: the server's prices, freight, discount and total, and
 * why a promo code does not apply. Re-run whenever the body changes.
 */
export function usePreview(body: PreviewBody | null) {
  const api = useApi();
  return useSWR(body ? ['order/preview', JSON.stringify(body)] : null, () => api.order.preview(body!), {
    keepPreviousData: true,
  });
}
