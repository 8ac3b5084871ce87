import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChainDeposit, ChainDepositStatus } from '@bazaar/contract';
import { RecordItem, StatusTag, formatDateTime, type StatusTone } from '@bazaar/design-system';

const TONES: Record<ChainDepositStatus, StatusTone> = {
  seen: 'warning',
  credited: 'success',
  dropped: 'danger',
  below_min: 'danger',
};

/** 0x5c50…e3f1: enough to recognise a transaction in a wallet app. */
export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash);

export interface ChainDepositListProps {
  deposits: ChainDeposit[];
  currency: string;
}

/** The deposits seen to the shopper's own address: amount, transaction, and how far each has got. */
export function ChainDepositList({ deposits, currency }: ChainDepositListProps) {
  const { t } = useTranslation('wallet');
  if (deposits.length === 0) return <p className="bz-wallet__hint">{t('own.noDeposits')}</p>;
  return (
    <ul className="bz-chain-deposits" aria-label={t('own.deposits')}>
      {deposits.map((d) => {
        const progress = t('own.progress', { n: d.confirmations, m: d.confirmations_needed });
        return (
          <li key={d.id} className="bz-chain-deposits__item" data-tx={d.tx_hash}>
            <RecordItem
              title={`${currency} · ${shortHash(d.tx_hash)}`}
              amount={d.amount}
              symbol=""
              time={formatDateTime(d.createtime)}
              status={<StatusTag tone={TONES[d.status]}>{t(`own.status.${d.status}`)}</StatusTag>}
              details={[
                { label: t('own.confirmationsDone'), value: progress },
                ...(d.recharge_id
                  ? [{ label: t('record.ref'), value: t('refKind.recharge', { id: d.recharge_id }) }]
                  : []),
              ]}
            />
            {d.status === 'seen' && (
              <div
                className="bz-chain-deposits__progress"
                role="progressbar"
                aria-label={progress}
                aria-valuemin={0}
                aria-valuemax={d.confirmations_needed}
                aria-valuenow={d.confirmations}
              >
                <ProgressBar percent={Math.round((100 * d.confirmations) / d.confirmations_needed)} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
