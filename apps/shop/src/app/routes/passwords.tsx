import { PasswordsScreen } from '@bazaar/features/account';

export default function PasswordsRoute() {
  return <PasswordsScreen />;
}
