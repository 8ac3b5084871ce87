import { SettingScreen } from '@bazaar/features/account';
import { AlertSettings } from '@bazaar/features/discovery';

/** Settings, with the alerts on favourites and this device's push notifications. */
export default function SettingRoute() {
  return <SettingScreen aside={<AlertSettings />} />;
}
