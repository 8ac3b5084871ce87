import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PayAnswer } from '@bazaar/contract';
import { PriceSummary } from '@bazaar/design-system';
import { useLinks } from '../../lib';

/** After a payment: what was paid, the balance now, and where to go next. */
export function PaymentResult({ answer, orderIds }: { answer: PayAnswer; orderIds: number[] }) {
  const { t } = useTranslation('checkout');
  const links = useLinks();
  const navigate = useNavigate();
  const [only] = orderIds;
  return (
    <div className="bz-payment__result">
      <Result status="success" title={t('paidTitle')} />
      <section className="bz-checkout__card">
        <PriceSummary
          rows={[
            { key: 'paid', label: t('paidAmount'), value: answer.paid },
            { key: 'balance', label: t('newBalance'), value: answer.money },
          ]}
        />
      </section>
      <div className="bz-payment__actions">
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() =>
            navigate(orderIds.length === 1 && only ? links.orderInfo(only) : links.myPurchases('waiting_deliver'), {
              replace: true,
            })
          }
        >
          {orderIds.length === 1 ? t('viewOrder') : t('viewOrders')}
        </Button>
        <Button block shape="rounded" onClick={() => navigate(links.home(), { replace: true })}>
          {t('backHome')}
        </Button>
      </div>
    </div>
  );
}
