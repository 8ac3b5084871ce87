import { CheckoutScreen } from '@bazaar/features/checkout';

export default function CheckoutRoute() {
  return <CheckoutScreen />;
}
