import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** GET user/deposit_address: the shopper's own address on a network (the same on every call); null key while none is chosen. */
export function useDepositAddress(networkId: number | undefined) {
  const api = useApi();
  return useSWR(networkId ? queryKeys.depositAddress(networkId) : null, () => api.wallet.topUpAddress(networkId!));
}
