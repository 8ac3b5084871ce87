import { OrderDetailScreen } from '@bazaar/features/console';

export default OrderDetailScreen;
