import { alertDialog } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { MerchantApplication } from '@bazaar/contract';
import { useApi } from '../../lib';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from './format';
import { RecordCard } from '../../console-kit/components/record-card';
import { useAudit } from './use-audit';
import { useDialogTexts } from '../../console-kit/components/use-texts';

/**
 * A merchant application's card: approving creates the shop and its merchant sign-in, shown once;
 * for the phone's list and the desk's opened row alike. `refresh` after a review.
 */
export function useApplicationCard(refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const audit = useAudit(api.admin.merchantReview, refresh);

  const approve = async (id: number) => {
    const answer = await audit(id, 'passed');
    if (answer?.shop) {
      const { username, password } = answer.shop;
      await alertDialog({ content: t('action.approved', { username, password }), confirmText: texts.ok });
    }
  };

  return (a: MerchantApplication) => (
    <RecordCard
      title={a.shop_name}
      status={<StatusOf status={a.status} />}
      lines={[
        { label: t('field.contact'), value: a.contact_name },
        { label: t('field.mobile'), value: a.mobile },
        { label: t('field.email'), value: a.email },
        { label: t('field.description'), value: a.description },
        { label: t('field.time'), value: formatTime(a.createtime) },
        ...(a.remark ? [{ label: t('field.remark'), value: a.remark }] : []),
      ]}
      actions={
        a.status === 'auditing'
          ? [
              { key: 'pass', label: t('action.approve'), color: 'primary', onClick: () => void approve(a.id) },
              { key: 'refuse', label: t('action.refuse'), color: 'danger', onClick: () => void audit(a.id, 'refused') },
            ]
          : []
      }
    />
  );
}
