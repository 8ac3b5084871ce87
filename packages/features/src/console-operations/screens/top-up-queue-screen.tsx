import { Image, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { AuditQueue } from '../components/audit-queue';
import { StatusTabs } from '../../console-kit/components/status-tabs';
import { ChainDepositQueue } from './chain-deposit-queue';

const VIEWS = ['audits', 'chain'] as const;
type View = (typeof VIEWS)[number];

/**
 * Top-ups (a table at a desk, its row opening the record): the recharges to audit, with the shopper's evidence image (passing credits the balance),
 * and the chain deposits the watcher saw (below the minimum: recorded, not credited).
 */
export function TopUpQueueScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [view, setView] = useState<View>('audits');
  return (
    <>
      <div className="bz-console-views">
        <StatusTabs
          keys={VIEWS}
          label={(key) => t(`deposits.${key}`)}
          active={view}
          onChange={(key) => setView(key as View)}
          name={t('deposits.views')}
        />
      </div>
      {view === 'chain' ? (
        <ChainDepositQueue />
      ) : (
        <AuditQueue
          name="recharges"
          label={t('title.recharges')}
          columns={[
            { id: 'type', header: t('field.type'), cell: (r) => t(r.type === 'manual' ? 'type.card' : 'type.chain') },
            { id: 'network', header: t('field.network'), cell: (r) => r.network_name },
          ]}
          fetch={api.admin.topUpList}
          audit={api.admin.topUpAudit}
          exportFile={api.admin.topUpExport}
          lines={(r) => [
            // A manual recharge is the shopper's card or bank transfer; its address is the paying account.
            { label: t('field.type'), value: t(r.type === 'manual' ? 'type.card' : 'type.chain') },
            ...(r.network_name ? [{ label: t('field.network'), value: r.network_name }] : []),
            ...(r.address
              ? [{ label: t(r.type === 'manual' ? 'field.payingAccount' : 'field.payingAddress'), value: r.address }]
              : []),
            ...(r.by_watcher ? [{ label: t('deposits.passedBy'), value: t('deposits.watcher') }] : []),
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
      )}
    </>
  );
}
