import { ProductsScreen } from '@bazaar/features/catalog';

export default function ProductsRoute() {
  return <ProductsScreen />;
}
