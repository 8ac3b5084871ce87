import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { STRIP_SIZE, useDiscoveryScope } from './discovery-key';

/** GET user/buy_again, first page: products of received or completed orders, in stock first (token). */
export function useBuyAgain() {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  return useSWR(token ? queryKeys.buyAgain(lang, token) : null, () =>
    api.discovery.buyAgain({ page: 1, limit: STRIP_SIZE }),
  );
}
