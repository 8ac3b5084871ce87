import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Lang, TranslationEntity, TranslationFields } from '@bazaar/contract';
import { useApi } from '../../lib/api-provider';
import { queryKeys } from '../../lib/queries/keys';
import { useRefreshAfter } from '../../lib/queries/refreshes';
import { useSubmit } from '../../lib/use-submit';

/**
 * A product's, shop's or banner's text in every language (translation/detail), and the save of one
 * language (translation/save), whose answer goes straight into the cache (the marks follow).
 */
export function useTranslations(entity: TranslationEntity, id: number) {
  const { t } = useTranslation('console');
  const api = useApi();
  // Not under `catalog`: a save below reloads those, and this one takes the save's answer.
  const key = queryKeys.translations(entity, id);
  const { data, mutate } = useSWR(key, () => api.admin.translationDetail({ entity, id }), {
    revalidateOnFocus: false,
  });
  const { run, busy } = useSubmit();
  const refresh = useRefreshAfter();
  const save = async (language: Lang, fields: TranslationFields) => {
    const after = await run(() => api.admin.translationSave({ entity, id, language, fields }));
    if (after === undefined) return false;
    Toast.show({ icon: 'success', content: t('action.saved') });
    await mutate(after, { revalidate: false });
    // The record's own editor saves its stored titles as it loaded them: it must load them again.
    await refresh('catalogSave');
    return true;
  };
  return { data, save, busy };
}
