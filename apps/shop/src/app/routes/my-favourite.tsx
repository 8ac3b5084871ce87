import { MyFavouriteScreen } from '@bazaar/features/catalog';

export default function MyFavouriteRoute() {
  return <MyFavouriteScreen />;
}
