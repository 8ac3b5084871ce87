import { OrdersScreen } from '@bazaar/features/console-operations';
import { orderPath } from '../../config/paths';

export default function OrdersRoute() {
  return <OrdersScreen orderPath={orderPath} />;
}
