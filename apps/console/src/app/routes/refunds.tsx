import { RefundsScreen } from '@bazaar/features/console';

export default RefundsScreen;
