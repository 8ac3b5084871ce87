import { OrdersOverviewScreen } from '@bazaar/features/orders';

export default function OrderRoute() {
  return <OrdersOverviewScreen />;
}
