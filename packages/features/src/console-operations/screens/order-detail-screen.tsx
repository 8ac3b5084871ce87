import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canMove, type AdminOrderDetail } from '@bazaar/contract';
import { EmptyState, Toast } from '@bazaar/design-system';
import { useApi, useRefreshAfter, useSubmit } from '../../lib';
import { useOrderDetail } from '../api/use-order-detail';
import { askRemark } from '../components/ask';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { RecordCard } from '../../console-kit/components/record-card';
import { useShip } from '../components/use-ship';
import { useDialogTexts } from '../../console-kit/components/use-texts';
import '../../console-kit/components/console.css';
import './operations.css';

/** Statuses without a parcel on its way: a tracking line makes no sense there (the server agrees). */
const UNSHIPPED = new Set(['waiting_pay', 'waiting_deliver', 'cancelled']);

/**
 * One order for an operator (a merchant: its shop's only): items, amounts and payment, the
 * address, the history, the refunds and the tracking timeline, where a line can be added once
 * the order is shipped. A paid order is shipped from here too.
 */
export function OrderDetailScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  const id = Number(useParams().id) || 0;
  const { data: order, mutate, error } = useOrderDetail(id);
  const refresh = useRefreshAfter();
  const ship = useShip(() => Promise.all([mutate(), refresh('shipOrder')]));
  if (error) return <EmptyState description={t('empty')} />;
  if (!order) return null;

  const done = async () => {
    Toast.show({ icon: 'success', content: t('action.done') });
    await mutate();
  };
  const addLine = async () => {
    const text = await askRemark(t('ops.addLogistics'), t('ops.logisticsPlaceholder'), texts);
    if (text === null) return;
    if (!text) {
      Toast.show({ content: t('ops.logisticsRequired') });
      return;
    }
    if ((await run(() => api.admin.logistics({ id, text }))) === undefined) return;
    await done();
  };

  return (
    <div className="bz-console-detail">
      <RecordCard
        title={order.order_sn}
        status={<StatusOf status={order.status} />}
        lines={[
          { label: t('field.shop'), value: order.shop.name || order.shop_id },
          { label: t('field.user'), value: order.user_id },
          { label: t('ops.placedAt'), value: formatTime(order.createtime) },
        ]}
        actions={
          canMove(order.status, 'ship')
            ? [{ key: 'ship', label: t('action.ship'), color: 'primary', onClick: () => void ship(id) }]
            : []
        }
      />
      <RecordCard
        title={t('ops.items')}
        lines={order.items.map((i) => ({
          label: `${i.title}${i.spec ? ` (${i.spec})` : ''}`,
          value: `${i.price} × ${i.quantity}`,
        }))}
      />
      <RecordCard title={t('ops.payment')} lines={paymentLines(order, t)} />
      <RecordCard
        title={t('ops.address')}
        lines={[
          { label: order.address.name, value: order.address.mobile },
          { label: order.address.area, value: order.address.address },
        ]}
      />
      <RecordCard
        title={t('ops.history')}
        lines={order.history.map((h) => ({ label: t(`ops.event.${h.event}`), value: formatTime(h.time) }))}
      />
      {order.refunds.length > 0 && (
        <RecordCard
          title={t('ops.refunds')}
          lines={order.refunds.map((r) => ({
            label: `${r.refund_sn} · ${t(`type.${r.type}`)}`,
            value: `${r.amount} · ${t(`status.${r.status}`)}`,
          }))}
        />
      )}
      <section className="bz-console-card" aria-labelledby="bz-console-logistics">
        <header className="bz-console-card__head">
          <strong id="bz-console-logistics">{t('ops.logistics')}</strong>
          {!UNSHIPPED.has(order.status) && (
            <Button size="small" color="primary" fill="outline" onClick={() => void addLine()}>
              {t('ops.addLogistics')}
            </Button>
          )}
        </header>
        {order.express && (
          <p className="bz-console-detail__express">
            {t('field.express')}: {order.express.company} {order.express.number}
          </p>
        )}
        {order.logistics.length ? (
          <ol className="bz-console-timeline">
            {order.logistics.map((line, i) => (
              <li key={`${line.time}-${i}`}>
                <time>{formatTime(line.time)}</time>
                <span>{line.text}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="bz-console-hint">{t('ops.noLogistics')}</p>
        )}
      </section>
    </div>
  );
}

function paymentLines(order: AdminOrderDetail, t: (key: string) => string) {
  return [
    { label: t('ops.goods'), value: order.goods_amount },
    { label: t('ops.freight'), value: order.freight },
    { label: t('ops.discount'), value: order.discount },
    { label: t('field.total'), value: order.total },
    { label: t('ops.paySn'), value: order.pay_sn },
    { label: t('ops.paidAt'), value: formatTime(order.paytime) || '—' },
  ];
}
