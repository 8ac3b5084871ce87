import { RechargeQueueScreen } from '@bazaar/features/console-operations';

export default RechargeQueueScreen;
