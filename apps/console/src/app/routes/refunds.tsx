import { RefundsScreen } from '@bazaar/features/console-operations';

export default RefundsScreen;
