import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** How many of the latest deposits the top-up screen shows; older ones are in the top-up records once credited. */
export const LATEST_DEPOSITS = 10;
/** The watcher counts confirmations every round; the list follows them while the screen is open. */
const REFRESH_MS = 15_000;

/**
 * GET user/chain_deposits: the latest deposits seen to the shopper's own address on a network, with
 * their confirmation progress, re-read every 15 s. One page on purpose: a glance at what is on its
 * way, not a history. Null key while no network is chosen or it gives no own address.
 */
export function useChainDeposits(networkId: number | undefined) {
  const api = useApi();
  return useSWR(
    networkId ? queryKeys.chainDeposits(networkId) : null,
    () => api.wallet.chainDeposits({ network_id: networkId!, limit: LATEST_DEPOSITS }),
    { refreshInterval: REFRESH_MS },
  );
}
