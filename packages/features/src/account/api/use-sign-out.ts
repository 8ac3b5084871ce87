import { useNavigate } from 'react-router-dom';
import { pushOff, sessionStore, useApi, useLinks } from '../../lib';

/**
 * Ends the session: this device stops taking the shopper's pushes (while the token still
 * works), the server revokes the token (`all` revokes every device's), and the local session is
 * cleared even when those calls fail, since the shopper asked to leave.
 */
export function useSignOut() {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  return async ({ all = false }: { all?: boolean } = {}) => {
    // Push unavailable, denied or unreachable must not keep the shopper signed in.
    await pushOff(api).catch(() => undefined);
    try {
      await (all ? api.user.logoutAll() : api.user.logout());
    } catch {
      // The toast already showed why; leaving locally is still right.
    }
    sessionStore.clear();
    navigate(links.login(), { replace: true });
  };
}
