import { useSearchParams } from 'react-router-dom';
import { LoginScreen } from '@bazaar/features/account';
import { signInReason } from '../sign-in-reason';

/** The sign-in page, saying what signing in gives on the page that sent the guest here. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  return <LoginScreen reason={signInReason(params.get('path'))} />;
}
