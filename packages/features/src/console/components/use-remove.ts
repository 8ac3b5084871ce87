import { confirmDialog } from '@bazaar/design-system';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../lib';
import { useDialogTexts } from './use-texts';

/** Asks, deletes through `remove`, says so and refreshes; a refusal shows the server's reason. */
export function useRemove(refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (name: string, remove: () => Promise<unknown>) => {
    const question = t('catalog.removeConfirm', { name });
    if (!(await confirmDialog({ content: question, confirmText: texts.ok, cancelText: texts.cancel }))) return;
    if ((await run(remove)) === undefined) return;
    Toast.show({ icon: 'success', content: t('catalog.removed') });
    await refresh();
  };
}
