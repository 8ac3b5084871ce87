import { WithdrawalQueueScreen } from '@bazaar/features/console-operations';

export default WithdrawalQueueScreen;
