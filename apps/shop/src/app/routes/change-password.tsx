import { ChangePasswordScreen } from '@bazaar/features/account';

export default function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
