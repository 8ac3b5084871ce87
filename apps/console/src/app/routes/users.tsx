import { UsersScreen } from '@bazaar/features/console';

export default UsersScreen;
