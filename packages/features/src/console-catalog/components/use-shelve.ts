import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';

/**
 * Puts the selected products on or off the shelf with one product/shelve call, all or nothing (a refusal
 * names the product in the server's localized message and changes none); then `onDone`.
 */
export function useShelve(onDone: () => Promise<unknown> | void) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run } = useSubmit();
  return async (ids: number[], status: 'on' | 'off') => {
    const answer = await run(() => api.admin.productShelve({ ids, status }));
    if (answer === undefined) return;
    Toast.show({ icon: 'success', content: t('desk.shelved', { count: answer.products.length }) });
    await onDone();
  };
}
