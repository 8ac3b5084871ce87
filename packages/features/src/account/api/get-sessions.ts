import useSWR from 'swr';
import { queryKeys, useApi, useSession } from '../../lib';

/** GET user/sessions: the devices signed in to this account. */
export function useSessions() {
  const api = useApi();
  const { token } = useSession();
  return useSWR(token ? queryKeys.sessions(token) : null, () => api.user.sessions());
}
