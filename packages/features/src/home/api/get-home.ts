import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApi, useFirstData, withFirstData } from '../../lib';

/** GET index/index: banners, categories, hot and new products, hot shops; per language. */
export function useHome() {
  const api = useApi();
  const { i18n } = useTranslation();
  // A prerendered /home carries this call's answer: the first render shows the page, not skeletons.
  const fallbackData = useFirstData('home', i18n.language);
  return withFirstData(
    useSWR(queryKeys.home(i18n.language), () => api.catalog.home(), { fallbackData }),
    fallbackData,
  );
}
