import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';

/** GET index/index: banners, categories, hot and new products, hot shops; per language. */
export function useHome() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(['index/index', i18n.language], () => api.catalog.home());
}
