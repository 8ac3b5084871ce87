import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** The dashboard's 30-day charts; a merchant's are its own shop's (the server scopes them). */
export function useDashboardCharts() {
  const api = useApi();
  return useSWR(queryKeys.dashboardCharts(), () => api.admin.dashboardCharts());
}
