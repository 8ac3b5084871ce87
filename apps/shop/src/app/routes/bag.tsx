import { BagScreen } from '@bazaar/features/bag';
import { BagSuggestions } from '@bazaar/features/discovery';

/** The bag; an empty one suggests products to start with. */
export default function BagRoute() {
  return <BagScreen emptyAside={<BagSuggestions />} />;
}
