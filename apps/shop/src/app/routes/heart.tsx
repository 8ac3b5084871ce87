import { MyFavouriteScreen } from '@bazaar/features/catalog';

/** /heart: the shopper's saved things, favourite products and followed shops in one place (the catalog's screen). */
export default function HeartRoute() {
  return <MyFavouriteScreen />;
}
