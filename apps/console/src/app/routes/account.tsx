import { AccountScreen } from '@bazaar/features/console';

export default AccountScreen;
