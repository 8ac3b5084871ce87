import useSWR from 'swr';
import type { Lang, TranslationEntity, TranslationFields } from '@bazaar/contract';
import { useApi } from '../../api-provider';
import { useRevalidate } from '../../revalidate';
import { useSubmit } from '../../use-submit';

/**
 * A product's, shop's or banner's text in every language (translation/detail), and the save of one
 * language (translation/save), which puts the answer straight into the cache (the marks follow).
 */
export function useTranslations(entity: TranslationEntity, id: number) {
  const api = useApi();
  const key = ['console', 'catalog', 'translation', entity, id];
  const { data, mutate } = useSWR(key, () => api.admin.translationDetail({ entity, id }), {
    revalidateOnFocus: false,
  });
  const { run, busy } = useSubmit();
  const revalidate = useRevalidate();
  const save = async (language: Lang, fields: TranslationFields) => {
    const after = await run(() => api.admin.translationSave({ entity, id, language, fields }));
    if (after !== undefined) await mutate(after, { revalidate: false });
    return after !== undefined;
  };
  return { data, save, busy };
}
