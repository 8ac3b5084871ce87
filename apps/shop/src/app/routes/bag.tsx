import { BagScreen } from '@bazaar/features/bag';

export default function BagRoute() {
  return <BagScreen />;
}
