import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { useWalletVersion } from './wallet-version';

/** GET user/extract: balance, fee rate and limits (also the balance shown on /topUp). */
export function useWithdrawalInfo() {
  const api = useApi();
  const version = useWalletVersion();
  return useSWR(queryKeys.withdrawalInfo(version), () => api.wallet.withdrawalInfo());
}
