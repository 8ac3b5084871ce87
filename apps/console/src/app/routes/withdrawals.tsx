import { WithdrawalQueueScreen } from '@bazaar/features/console';

export default WithdrawalQueueScreen;
