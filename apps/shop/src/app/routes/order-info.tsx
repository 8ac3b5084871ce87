import { OrderInfoScreen } from '@bazaar/features/orders';

export default function OrderInfoRoute() {
  return <OrderInfoScreen />;
}
