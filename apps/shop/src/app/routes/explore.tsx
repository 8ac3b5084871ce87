import { ExploreScreen } from '@bazaar/features/catalog';
import { FollowingFeed } from '@bazaar/features/discovery';

/** Explore, with a Following tab: the new products of the shops the shopper follows. */
export default function ExploreRoute() {
  return <ExploreScreen following={<FollowingFeed />} />;
}
