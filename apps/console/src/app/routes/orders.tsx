import { OrdersScreen } from '@bazaar/features/console';
import { orderPath } from '../../config/paths';

export default function OrdersRoute() {
  return <OrdersScreen orderPath={orderPath} />;
}
