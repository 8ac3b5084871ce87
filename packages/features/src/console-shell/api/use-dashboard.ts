import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

export function useDashboard() {
  const api = useApi();
  return useSWR(queryKeys.dashboard(), () => api.admin.dashboard());
}
