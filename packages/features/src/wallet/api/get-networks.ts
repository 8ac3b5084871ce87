import useSWR from 'swr';
import { useApi } from '../../lib';

/** GET user/getBlockchain: top-up networks with the platform's address and minimum. */
export function useNetworks() {
  const api = useApi();
  return useSWR(['user/getBlockchain'], () => api.wallet.networks());
}
