import { SettingScreen } from '@bazaar/features/account';

export default function SettingRoute() {
  return <SettingScreen />;
}
