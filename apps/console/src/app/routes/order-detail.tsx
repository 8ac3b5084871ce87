import { OrderDetailScreen } from '@bazaar/features/console-operations';

export default OrderDetailScreen;
