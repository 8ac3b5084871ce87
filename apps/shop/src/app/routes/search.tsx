import { SearchScreen } from '@bazaar/features/catalog';

export default function SearchRoute() {
  return <SearchScreen />;
}
