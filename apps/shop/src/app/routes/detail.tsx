import { useParams } from 'react-router-dom';
import { DetailScreen } from '@bazaar/features/catalog';
import { RecommendedProducts } from '@bazaar/features/discovery';

/** A product, with "You may also like" under its reviews. */
export default function DetailRoute() {
  const id = Number(useParams().product) || 0;
  return <DetailScreen related={id > 0 && <RecommendedProducts key={id} productId={id} />} />;
}
