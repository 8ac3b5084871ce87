import { ProfileScreen } from '@bazaar/features/account';

export default function ProfileRoute() {
  return <ProfileScreen />;
}
