import { ShopScreen } from '@bazaar/features/catalog';

export default function ShopRoute() {
  return <ShopScreen />;
}
