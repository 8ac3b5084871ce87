import { UsersScreen } from '@bazaar/features/console-operations';

export default UsersScreen;
