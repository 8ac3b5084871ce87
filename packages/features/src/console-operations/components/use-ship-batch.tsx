import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { confirmDialog, Toast } from '@bazaar/design-system';
import { useApi, useSubmit } from '../../lib';
import { useDialogTexts } from '../../console-kit/components/use-texts';
import './ship-batch.css';

/**
 * "Ship selected": one carrier and a tracking number per order, sent as one order/ship_batch call. The server
 * ships all or none; a refusal names the order (the client toasts its localized message) and nothing changes.
 */
export function useShipBatch(onShipped: () => Promise<unknown> | void) {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (orders: { id: number; order_sn: string }[]) => {
    // The values live in a closure: antd-mobile's imperative dialog renders outside the screen's state.
    let company = '';
    const numbers = new Map(orders.map((o) => [o.id, '']));
    const title = t('desk.shipTitle', { count: orders.length });
    const ok = await confirmDialog({
      label: title,
      content: (
        <div className="bz-console-ship-batch">
          <p>{title}</p>
          <Input
            placeholder={t('action.carrier')}
            aria-label={t('action.carrier')}
            maxLength={100}
            onChange={(v) => (company = v.trim())}
          />
          {orders.map((o) => (
            <label key={o.id} className="bz-console-ship-batch__order">
              <span>{o.order_sn}</span>
              <Input
                placeholder={t('action.trackingNumber')}
                aria-label={t('desk.trackingFor', { order: o.order_sn })}
                maxLength={100}
                onChange={(v) => numbers.set(o.id, v.trim())}
              />
            </label>
          ))}
        </div>
      ),
      confirmText: texts.ok,
      cancelText: texts.cancel,
    });
    if (!ok) return;
    const lines = [...numbers].map(([id, number]) => ({ id, number }));
    if (!company || lines.some((l) => !l.number)) {
      Toast.show({ content: t('desk.shipMissing') });
      return;
    }
    const answer = await run(() => api.admin.shipBatch({ company, orders: lines }));
    if (answer === undefined) return;
    Toast.show({ icon: 'success', content: t('desk.shipped', { count: answer.shipped.length }) });
    await onShipped();
  };
}
