import { ShopStreetScreen } from '@bazaar/features/catalog';

export default function ShopStreetRoute() {
  return <ShopStreetScreen />;
}
