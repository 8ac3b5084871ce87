import { useSWRConfig } from 'swr';
import type { FlashSession } from '@bazaar/contract';
import { queryKeys, useApi, useSession } from '../../lib';

/**
 * POST flash/remind or flash/remind/cancel; the signed-in sessions list takes the answer (the session with
 * its `reminded`) in place, without fetching the list again.
 */
export function useRemindSession() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { token } = useSession();
  return async (sessionId: number, wanted: boolean): Promise<FlashSession> => {
    const session = await (wanted ? api.flash.remind(sessionId) : api.flash.remindCancel(sessionId));
    await mutate<FlashSession[]>(
      queryKeys.flashSessions(token ?? ''),
      (list) => list?.map((s) => (s.id === session.id ? { ...s, reminded: session.reminded } : s)),
      { revalidate: false },
    );
    return session;
  };
}
