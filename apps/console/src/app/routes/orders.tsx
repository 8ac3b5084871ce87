import { OrdersScreen } from '@bazaar/features/console';

export default OrdersScreen;
