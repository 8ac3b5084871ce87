import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** GET user/recharge_info: where card top-ups are paid (per currency) and the largest one. */
export function useCardTopUpInfo() {
  const api = useApi();
  return useSWR(queryKeys.cardTopUpInfo(), () => api.wallet.cardTopUpInfo());
}
