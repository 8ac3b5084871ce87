import { SettingsScreen } from '@bazaar/features/console';

export default SettingsScreen;
