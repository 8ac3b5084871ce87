import { AddressScreen } from '@bazaar/features/address';

export default function AddressRoute() {
  return <AddressScreen />;
}
