import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bazaar/contract';
import { formatDateTime } from '@bazaar/design-system';

type TimeField = 'createtime' | 'paytime' | 'shiptime' | 'receivetime';
const TIMES: TimeField[] = ['createtime', 'paytime', 'shiptime', 'receivetime'];

/** Order and payment numbers, the times each step happened, and the carrier. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const rows: Array<[string, string]> = [
    [t('orderSn'), order.order_sn],
    [t('paySn'), order.pay_sn],
    ...TIMES.flatMap((f): Array<[string, string]> => {
      const time = order[f];
      return time ? [[t(f), formatDateTime(time)]] : [];
    }),
    ...(order.express ? [[t('express'), `${order.express.company} ${order.express.number}`] as [string, string]] : []),
  ];
  return (
    <dl className="bz-order-info__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
