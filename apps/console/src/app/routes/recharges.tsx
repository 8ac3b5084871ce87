import { RechargeQueueScreen } from '@bazaar/features/console';

export default RechargeQueueScreen;
