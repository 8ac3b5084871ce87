import useSWR from 'swr';
import { useApi } from '../api-provider';
import { queryKeys } from '../queries/keys';
import { useSession } from '../session-store';

/** GET flash/sessions: the live flash session and those of the next 24 hours, earliest first (`reminded` signed in). */
export function useFlashSessions() {
  const api = useApi();
  const { token } = useSession();
  return useSWR(queryKeys.flashSessions(token ?? ''), () => api.flash.sessions());
}
