import { useHotProducts } from '../api/get-hot-products';
import { ProductFeed } from '../components/product-feed';

/** /popular: best sellers, endless. */
export function PopularScreen() {
  return <ProductFeed list={useHotProducts()} />;
}
