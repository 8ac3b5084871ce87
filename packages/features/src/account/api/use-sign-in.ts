import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore, signInIntent, tokenStore, useApi, useLinks } from '../../lib';
import { useCarryOutIntent } from './use-carry-out-intent';

/**
 * After login or sign-up: fetch the user info with the new token (docs/product.md#sessions),
 * sign in with both at once, and go on to the `path` query parameter or home, carrying
 * out there what a guest chose before being sent to sign in (added to the bag, or bought).
 */
export function useSignIn() {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const carryOut = useCarryOutIntent();
  return async (token: string) => {
    tokenStore.set(token); // so that getUserInfo carries it
    try {
      sessionStore.signIn(token, await api.user.getUserInfo());
    } catch (error) {
      tokenStore.clear();
      throw error;
    }
    const to = safeRedirect(params.get('path'), links.home());
    navigate(to, { replace: true });
    const intent = signInIntent.take(to);
    if (intent) void carryOut(intent);
  };
}
