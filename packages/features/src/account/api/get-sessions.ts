import useSWR from 'swr';
import { useApi, useSession } from '../../lib';

/** GET user/sessions: the devices signed in to this account. */
export function useSessions() {
  const api = useApi();
  const { token } = useSession();
  return useSWR(token ? ['user/sessions', token] : null, () => api.user.sessions());
}
