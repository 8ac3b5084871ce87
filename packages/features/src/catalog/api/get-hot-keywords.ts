import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { useKeyScope } from './catalog-key';

const COUNT = 8;

/**
 * Hot searches, derived from the best sellers' titles (their part before the
 * first comma), so each keyword is localized and finds something.
 */
export function useHotKeywords() {
  const api = useApi();
  const [lang] = useKeyScope();
  return useSWR(queryKeys.hotKeywords(lang), async () => {
    const page = await api.catalog.hotProducts({ page: 1, limit: COUNT * 2 });
    const names = page.data.map((p) => p.title.split(/[,，、]/)[0]!.trim()).filter(Boolean);
    return [...new Set(names)].slice(0, COUNT);
  });
}
