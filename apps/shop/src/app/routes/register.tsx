import { RegisterScreen } from '@bazaar/features/account';

export default function RegisterRoute() {
  return <RegisterScreen />;
}
