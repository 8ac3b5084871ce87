import { useExplore } from '../api/get-explore';
import { ProductFeed } from '../components/product-feed';

/** /explore (tab): the mixed feed in two columns, endless. */
export function ExploreScreen() {
  return <ProductFeed list={useExplore()} />;
}
