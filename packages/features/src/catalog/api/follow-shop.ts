import { useSWRConfig } from 'swr';
import { useApi } from '../../lib';
import { useKeyScope } from './catalog-key';
import { shopKey } from './get-shop';
import { followStore } from './social-state';

/** POST shop/follow or shop/unfollow; refreshes the shop's header (follower count). */
export function useFollowShop() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const scope = useKeyScope();
  return async (id: number, follow: boolean) => {
    await (follow ? api.catalog.followShop(id) : api.catalog.unfollowShop(id));
    followStore.set(id, follow);
    void mutate(shopKey(id, scope));
  };
}
