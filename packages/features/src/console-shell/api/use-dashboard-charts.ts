import useSWR from 'swr';
import { useApi } from '../../lib';

export const DASHBOARD_CHARTS_KEY = ['console', 'dashboard', 'charts'] as const;

/** The dashboard's 30-day charts; a merchant's are its own shop's (the server scopes them). */
export function useDashboardCharts() {
  const api = useApi();
  return useSWR(DASHBOARD_CHARTS_KEY, () => api.admin.dashboardCharts());
}
