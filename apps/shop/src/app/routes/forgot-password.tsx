import { ForgotPasswordScreen } from '@bazaar/features/account';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
