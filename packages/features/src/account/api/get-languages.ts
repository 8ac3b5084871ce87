import useSWR from 'swr';
import { LANGS, LANGUAGE_NAMES } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

const builtIn = LANGS.map((l) => ({ file_name: l, language_name: LANGUAGE_NAMES[l] }));

/** GET user/language_list (public); the six built-in names show until it answers. */
export function useLanguages() {
  const api = useApi();
  return useSWR(queryKeys.languages(), () => api.content.languages(), { fallbackData: builtIn });
}
