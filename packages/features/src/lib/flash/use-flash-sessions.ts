import useSWR from 'swr';
import { useApi } from '../api-provider';
import { queryKeys } from '../queries/keys';

/** GET flash/sessions: the live flash session and those of the next 24 hours, earliest first. */
export function useFlashSessions() {
  const api = useApi();
  return useSWR(queryKeys.flashSessions(), () => api.flash.sessions());
}
