import useSWR from 'swr';
import { useApi } from '../../lib';

/** The open shops (the first 50, by name) for the console's shop choosers. */
export function useShopOptions() {
  const api = useApi();
  return useSWR(['console', 'shop-options'], async () =>
    (await api.catalog.shops({ limit: 50 })).data
      .map((s) => ({ id: s.id, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}
