import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { askFields } from '../components/ask';
import { StatusOf } from '../components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../components/queue-page';
import { RecordCard } from '../components/record-card';
import { useDialogTexts } from '../components/use-texts';

const STATUSES = ['waiting_deliver', 'delivered', 'received', 'completed', 'refunding', 'waiting_pay', 'all'] as const;

/** Orders by status (a merchant: its shop's only); paid orders are shipped with carrier and tracking number. */
export function OrdersScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  const [status, setStatus] = useState<string>('waiting_deliver');
  const [keyword, setKeyword] = useState('');
  const list = useAdminList('orders', { status: status === 'all' ? undefined : status, keyword }, api.admin.orderList);

  const ship = async (id: number) => {
    const values = await askFields(
      [
        { key: 'company', placeholder: t('action.carrier') },
        { key: 'number', placeholder: t('action.trackingNumber') },
      ],
      texts,
    );
    if (!values) return;
    if (!values.company || !values.number) {
      Toast.show({ content: t('action.shipRequired') });
      return;
    }
    if ((await run(() => api.admin.ship({ id, ...values }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await list.refresh();
  };

  return (
    <QueuePage
      statuses={STATUSES}
      status={status}
      onStatus={setStatus}
      searchPlaceholder={t('searchOrders')}
      onSearch={setKeyword}
      list={list}
      itemKey={(o) => o.id}
      renderItem={(o) => (
        <RecordCard
          title={o.order_sn}
          status={<StatusOf status={o.status} />}
          lines={[
            { label: t('field.shop'), value: o.shop.name || o.shop_id },
            { label: t('field.user'), value: o.user_id },
            ...o.items.map((i) => ({
              label: `${i.title}${i.spec ? ` (${i.spec})` : ''}`,
              value: `${i.price} × ${i.quantity}`,
            })),
            { label: t('field.total'), value: o.total },
            { label: t('field.time'), value: formatTime(o.paytime ?? o.createtime) },
            ...(o.express ? [{ label: t('field.express'), value: `${o.express.company} ${o.express.number}` }] : []),
          ]}
          actions={
            o.status === 'waiting_deliver'
              ? [{ key: 'ship', label: t('action.ship'), color: 'primary', onClick: () => void ship(o.id) }]
              : []
          }
        />
      )}
    />
  );
}
