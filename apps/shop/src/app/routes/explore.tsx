import { ExploreScreen } from '@bazaar/features/catalog';

export default function ExploreRoute() {
  return <ExploreScreen />;
}
