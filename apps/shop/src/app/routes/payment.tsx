import { PaymentScreen } from '@bazaar/features/checkout';

export default function PaymentRoute() {
  return <PaymentScreen />;
}
