import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@bazaar/contract';
import { confirmDialog, Toast } from '@bazaar/design-system';
import { useApi, useSubmit } from '../../lib';
import { useDialogTexts } from '../../console-kit/components/use-texts';

/** Freezes or unfreezes a shopper after asking (one at a time: never in bulk); then `onDone`. */
export function useFreeze(onDone: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (user: AdminUser) => {
    const frozen = user.status !== 'frozen';
    const name = user.nickname || user.username;
    const question = t(frozen ? 'action.freezeConfirm' : 'action.unfreezeConfirm', { name });
    if (!(await confirmDialog({ content: question, confirmText: texts.ok, cancelText: texts.cancel }))) return;
    if ((await run(() => api.admin.userFreeze({ id: user.id, frozen }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await onDone();
  };
}
