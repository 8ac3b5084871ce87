import { SearchScreen } from '@bazaar/features/catalog';
import { RecentlyViewed } from '@bazaar/features/discovery';

/** Search, with the recently viewed products before the shopper searches. */
export default function SearchRoute() {
  return <SearchScreen idle={<RecentlyViewed />} />;
}
