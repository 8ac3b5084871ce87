import { useSearchParams } from 'react-router-dom';
import { signInReasonOf } from '@bazaar/contract';
import { LoginScreen } from '@bazaar/features/account';

/** The sign-in page, saying what signing in gives on the page that sent the guest here. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  return <LoginScreen reason={signInReasonOf(params.get('path'))} />;
}
