import useSWR from 'swr';
import { useApi } from '../../lib';

export const SETTINGS_KEY = ['console', 'settings'] as const;

export function useSettings() {
  const api = useApi();
  return useSWR(SETTINGS_KEY, () => api.admin.settings());
}
