import { useTranslation } from 'react-i18next';
import type { FlashItem } from '@bazaar/contract';
import { confirmDialog, Toast } from '@bazaar/design-system';
import { useApi, useRefreshAfter, useSubmit } from '../../lib';

/**
 * Takes an item out of its session once the operator confirms; then the items and the sessions' counts load
 * afresh. A refusal (the session started meanwhile) has been shown by the API client.
 */
export function useRemoveItem(): (item: FlashItem) => Promise<void> {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run } = useSubmit();
  const refresh = useRefreshAfter();
  return async (item) => {
    const content = t('flash.removeConfirm', { title: item.product.title });
    if (!(await confirmDialog({ content, confirmText: t('flash.remove'), cancelText: t('cancel') }))) return;
    if ((await run(() => api.admin.flash.itemRemove(item.id))) === undefined) return;
    Toast.show({ icon: 'success', content: t('flash.removed') });
    await refresh('flashItemSave');
  };
}
