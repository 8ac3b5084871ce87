import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { AuditBody } from '@bazaar/contract';
import { useSubmit } from '../../lib';
import { askRemark } from './ask';
import { useDialogTexts } from '../../console-kit/components/use-texts';

/** Pass or refuse a record once, after a confirm with a remark (a refusal's reason is required); then refresh the queue. */
export function useAudit<T>(call: (body: AuditBody) => Promise<T>, refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (id: number, status: AuditBody['status']): Promise<T | undefined> => {
    const remark =
      status === 'passed'
        ? await askRemark(t('action.passConfirm'), t('action.remarkPlaceholder'), texts)
        : await askRemark(t('action.refuseConfirm'), t('action.reasonPlaceholder'), texts, t('action.reasonRequired'));
    if (remark === null) return undefined;
    const done = await run(() => call({ id, status, remark }));
    if (done === undefined) return undefined;
    Toast.show({ icon: 'success', content: t('action.done') });
    await refresh();
    return done;
  };
}
