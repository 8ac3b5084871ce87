import { PopularScreen } from '@bazaar/features/catalog';

export default function PopularRoute() {
  return <PopularScreen />;
}
