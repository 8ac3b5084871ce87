import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** GET user/getBlockchain: top-up networks with the platform's address and minimum. */
export function useNetworks() {
  const api = useApi();
  return useSWR(queryKeys.networks(), () => api.wallet.networks());
}
