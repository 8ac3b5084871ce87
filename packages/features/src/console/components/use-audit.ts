import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AuditBody } from '@bazaar/contract';
import { useSubmit } from '../../lib';
import { askRemark } from './ask';
import { useDialogTexts } from './use-texts';

/** Pass or refuse a record once, after a confirm with an optional remark; then refresh the queue. */
export function useAudit<T>(call: (body: AuditBody) => Promise<T>, refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (id: number, status: AuditBody['status']): Promise<T | undefined> => {
    const question = t(status === 'passed' ? 'action.passConfirm' : 'action.refuseConfirm');
    const remark = await askRemark(question, t('action.remarkPlaceholder'), texts);
    if (remark === null) return undefined;
    const done = await run(() => call({ id, status, remark }));
    if (done === undefined) return undefined;
    Toast.show({ icon: 'success', content: t('action.done') });
    await refresh();
    return done;
  };
}
