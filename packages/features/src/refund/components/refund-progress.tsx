import { useState } from 'react';
import { Button, Input, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { confirmDialog, formatDateTime, Price, StatusTag, Toast } from '@bazaar/design-system';
import { useRefundOfOrder, useRefundSteps } from '../api/refunds';
import './refund-progress.css';

const TONE = {
  pending: 'warning',
  returning: 'warning',
  refunded: 'success',
  refused: 'danger',
  cancelled: 'default',
} as const;

/**
 * The latest refund of an order, for the order screen: status, steps, amount and remark;
 * withdraw while open, and the return parcel's tracking once a return is approved.
 * Renders nothing for an order that never had a refund.
 */
export function RefundProgress({ orderId }: { orderId: number }) {
  const { t } = useTranslation('refund');
  const refund = useRefundOfOrder(orderId);
  const steps = useRefundSteps();
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  const r = refund.data;
  if (!r) return null;

  const withdraw = async () => {
    if (
      !(await confirmDialog({
        content: t('progress.withdrawConfirm'),
        confirmText: t('progress.withdraw'),
        cancelText: t('cancel'),
      }))
    )
      return;
    await steps.cancel(r.id).catch(() => undefined);
  };
  const ship = async () => {
    if (!company.trim()) return void Toast.show({ content: t('msg.fillCompany') });
    if (!number.trim()) return void Toast.show({ content: t('msg.fillNumber') });
    await steps.ship(r.id, company.trim(), number.trim()).catch(() => undefined);
  };
  const path = r.type === 'return_refund' ? ['applied', 'returning', 'refunded'] : ['applied', 'refunded'];
  const current = r.status === 'pending' ? 0 : r.status === 'returning' ? 1 : path.length - 1;
  const open = r.status === 'pending' || r.status === 'returning';

  return (
    <section className="bz-refund-progress" aria-label={t('progress.title')}>
      <header className="bz-refund-progress__head">
        <h2>{t('progress.title')}</h2>
        <StatusTag tone={TONE[r.status]}>{t(`status.${r.status}`)}</StatusTag>
      </header>
      {(open || r.status === 'refunded') && (
        <Steps current={current}>
          {path.map((step) => (
            <Steps.Step key={step} title={t(`progress.step.${step}`)} />
          ))}
        </Steps>
      )}
      <dl className="bz-refund-progress__facts">
        <dt>{t('progress.amount')}</dt>
        <dd>
          <Price value={r.amount} size="s" />
        </dd>
        <dt>{t('progress.type')}</dt>
        <dd>{t(`type.${r.type}`)}</dd>
        <dt>{t('progress.number')}</dt>
        <dd>{r.refund_sn}</dd>
        <dt>{t('progress.time')}</dt>
        <dd>{formatDateTime(r.createtime)}</dd>
        {r.return_express && (
          <>
            <dt>{t('progress.returnParcel')}</dt>
            <dd>
              {r.return_express.company} {r.return_express.number}
            </dd>
          </>
        )}
        {r.remark && (
          <>
            <dt>{t('progress.remark')}</dt>
            <dd>{r.remark}</dd>
          </>
        )}
      </dl>
      {r.status === 'returning' && !r.return_express && (
        <div className="bz-refund-progress__ship">
          <p>{t('progress.shipHint')}</p>
          <Input
            aria-label={t('progress.company')}
            placeholder={t('progress.company')}
            value={company}
            onChange={setCompany}
            maxLength={100}
          />
          <Input
            aria-label={t('progress.trackingNumber')}
            placeholder={t('progress.trackingNumber')}
            value={number}
            onChange={setNumber}
            maxLength={100}
          />
          <Button block color="primary" shape="rounded" onClick={() => void ship()}>
            {t('progress.ship')}
          </Button>
        </div>
      )}
      {open && (
        <Button block fill="outline" shape="rounded" onClick={() => void withdraw()}>
          {t('progress.withdraw')}
        </Button>
      )}
    </section>
  );
}
