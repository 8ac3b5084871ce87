import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';

/** GET index/category: the ten categories, localized. */
export function useCategories() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(['index/category', i18n.language], () => api.catalog.categories());
}
