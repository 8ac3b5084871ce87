import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore, useApi, useLinks } from '../../lib';

/**
 * After login or sign-up: keep the token, fetch the user info (product-spec §3)
 * and go on to the `path` query parameter, or home.
 */
export function useSignIn() {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (token: string) => {
    sessionStore.setToken(token);
    sessionStore.setUserInfo(await api.user.getUserInfo());
    navigate(safeRedirect(params.get('path'), links.home()), { replace: true });
  };
}
