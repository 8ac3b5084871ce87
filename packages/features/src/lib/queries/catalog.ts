import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api-provider';
import { queryKeys } from './keys';

/** GET index/category: the categories, in the page's language (filters, listings, a new shop's application). */
export function useCategories() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(queryKeys.categories(i18n.language), () => api.catalog.categories());
}
