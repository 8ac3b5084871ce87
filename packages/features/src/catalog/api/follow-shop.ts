import { useSWRConfig } from 'swr';
import { queryKeys, useApi, useRefreshUser } from '../../lib';
import { useKeyScope } from './catalog-key';
import { followStore } from './social-state';

/**
 * POST shop/follow or shop/unfollow; refreshes the shop's header (follower count) and the user object
 * (its follow count keys the Following feed, so a kept Explore page shows the new shop's products).
 */
export function useFollowShop() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const scope = useKeyScope();
  const refreshUser = useRefreshUser();
  return async (id: number, follow: boolean) => {
    await (follow ? api.catalog.followShop(id) : api.catalog.unfollowShop(id));
    followStore.set(id, follow);
    void mutate(queryKeys.shopDetail(id, scope));
    void refreshUser();
  };
}
