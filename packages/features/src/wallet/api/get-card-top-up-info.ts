import useSWR from 'swr';
import { useApi } from '../../lib';

/** GET user/recharge_info: where card top-ups are paid (per currency) and the largest one. */
export function useCardTopUpInfo() {
  const api = useApi();
  return useSWR(['user/recharge_info'], () => api.wallet.cardTopUpInfo());
}
