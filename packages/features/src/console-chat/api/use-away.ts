import useSWR from 'swr';
import type { ChatAway } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/** The merchant's away message, and its save (the answer becomes the cached one). */
export function useAway() {
  const api = useApi();
  const away = useSWR(queryKeys.chatAway(), () => api.admin.chat.away());
  const save = async (value: ChatAway) => {
    const saved = await api.admin.chat.saveAway(value);
    await away.mutate(saved, { revalidate: false });
    return saved;
  };
  return { away: away.data, save };
}
