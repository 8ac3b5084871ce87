import { AccountScreen } from '@bazaar/features/console-operations';

export default AccountScreen;
