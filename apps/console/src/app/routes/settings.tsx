import { SettingsScreen } from '@bazaar/features/console-operations';

export default SettingsScreen;
