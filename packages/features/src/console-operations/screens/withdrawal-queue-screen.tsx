import { Price } from '@bazaar/design-system';
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
      label={t('title.withdrawals')}
      columns={[
        { id: 'type', header: t('field.type'), cell: (r) => t(r.type === 'bank' ? 'type.bank' : 'type.chain') },
        // The address alone does not say where to pay: the same text could be read on several chains.
        { id: 'network', header: t('field.network'), cell: (r) => r.network_name },
        { id: 'payee', header: t('deskList.payee'), cell: (r) => (r.type === 'bank' ? r.account_name : r.address) },
        {
          id: 'actual',
          header: t('field.actual'),
          cell: (r) => <Price value={r.actual_amount} size="s" />,
          numeric: true,
        },
      ]}
      fetch={api.admin.withdrawalList}
      audit={api.admin.withdrawalAudit}
      exportFile={api.admin.withdrawalExport}
      lines={(r) => [
        { label: t('field.fee'), value: money(r.fee) },
        { label: t('field.actual'), value: money(r.actual_amount) },
        ...(r.type === 'bank'
          ? [
              { label: t('field.bank'), value: r.bank_name },
              { label: t('field.card'), value: r.bank_card_no },
              { label: t('field.accountName'), value: r.account_name },
            ]
          : [
              { label: t('field.network'), value: r.network_name },
              { label: t('field.address'), value: r.address },
            ]),
      ]}
    />
  );
}
