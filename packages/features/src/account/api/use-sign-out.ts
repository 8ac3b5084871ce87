import { useNavigate } from 'react-router-dom';
import { sessionStore, useApi, useLinks } from '../../lib';

/**
 * Ends the session: the server revokes the token (`all` revokes every device's),
 * and the local session is cleared even when that call fails, since the
 * shopper asked to leave.
 */
export function useSignOut() {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  return async ({ all = false }: { all?: boolean } = {}) => {
    try {
      await (all ? api.user.logoutAll() : api.user.logout());
    } catch {
      // The toast already showed why; leaving locally is still right.
    }
    sessionStore.clear();
    navigate(links.login(), { replace: true });
  };
}
