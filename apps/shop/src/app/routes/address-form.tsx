import { AddressFormScreen } from '@bazaar/features/address';

export default function AddressFormRoute() {
  return <AddressFormScreen />;
}
