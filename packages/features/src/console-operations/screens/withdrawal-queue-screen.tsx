import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { AuditQueue } from '../components/audit-queue';
import { useMoney } from '../components/use-money';

/** Withdrawals to audit with where to pay; passing pays out, refusing returns the frozen money. */
export function WithdrawalQueueScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const money = useMoney();
  return (
    <AuditQueue
      name="withdrawals"
      fetch={api.admin.withdrawalList}
      audit={api.admin.withdrawalAudit}
      lines={(r) => [
        { label: t('field.fee'), value: money(r.fee) },
        { label: t('field.actual'), value: money(r.actual_amount) },
        ...(r.type === 'bank'
          ? [
              { label: t('field.bank'), value: r.bank_name },
              { label: t('field.card'), value: r.bank_card_no },
              { label: t('field.accountName'), value: r.account_name },
            ]
          : [{ label: t('field.address'), value: r.address }]),
      ]}
    />
  );
}
