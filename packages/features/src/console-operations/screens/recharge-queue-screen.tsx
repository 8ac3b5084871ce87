import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { AuditQueue } from '../components/audit-queue';

/** Recharges to audit, with the shopper's evidence image; passing credits the balance. */
export function RechargeQueueScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  return (
    <AuditQueue
      name="recharges"
      fetch={api.admin.rechargeList}
      audit={api.admin.rechargeAudit}
      lines={(r) => [
        // A manual recharge is the shopper's card or bank transfer; its address is the paying account.
        { label: t('field.type'), value: t(r.type === 'manual' ? 'type.card' : 'type.chain') },
        ...(r.network_name ? [{ label: t('field.network'), value: r.network_name }] : []),
        ...(r.address
          ? [{ label: t(r.type === 'manual' ? 'field.payingAccount' : 'field.payingAddress'), value: r.address }]
          : []),
      ]}
      extra={(r) =>
        r.image && (
          <Image
            className="bz-console-evidence"
            src={r.image}
            alt={t('field.evidence')}
            onClick={() => ImageViewer.show({ image: r.image })}
          />
        )
      }
    />
  );
}
