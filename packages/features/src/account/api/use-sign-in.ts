import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore, tokenStore, useApi, useLinks } from '../../lib';

/**
 * After login or sign-up: fetch the user info with the new token (product-spec
 * §3), sign in with both at once, and go on to the `path` query parameter or home.
 */
export function useSignIn() {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (token: string) => {
    tokenStore.set(token); // so that getUserInfo carries it
    try {
      sessionStore.signIn(token, await api.user.getUserInfo());
    } catch (error) {
      tokenStore.clear();
      throw error;
    }
    navigate(safeRedirect(params.get('path'), links.home()), { replace: true });
  };
}
