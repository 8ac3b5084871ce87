import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

export function useSettings() {
  const api = useApi();
  return useSWR(queryKeys.settings(), () => api.admin.settings());
}
