import { LoginScreen } from '@bazaar/features/account';

export default function LoginRoute() {
  return <LoginScreen />;
}
