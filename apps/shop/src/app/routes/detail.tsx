import { DetailScreen } from '@bazaar/features/catalog';

export default function DetailRoute() {
  return <DetailScreen />;
}
