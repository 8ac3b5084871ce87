import useSWR from 'swr';
import { useApi } from '../../lib';

export const DASHBOARD_KEY = ['console', 'dashboard'] as const;

export function useDashboard() {
  const api = useApi();
  return useSWR(DASHBOARD_KEY, () => api.admin.dashboard());
}
