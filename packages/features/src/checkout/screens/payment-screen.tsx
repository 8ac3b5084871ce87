import { useState } from 'react';
import { Button, NoticeBar, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@bazaar/api-client';
import type { PayAnswer } from '@bazaar/contract';
import { EmptyState, PaymentCodeSheet, Price, toCents, useFormatMoney } from '@bazaar/design-system';
import { isRefused, LoadFailed, useLinks, useUser } from '../../lib';
import { usePayOrder } from '../api/pay-order';
import { usePayTarget } from '../api/get-pay-target';
import { PaymentResult } from '../components/payment-result';
import './checkout.css';

/**
 * /payment?pay_sn=… or ?order_id=…: the amount (order/pay_target, what order/pay will charge), the
 * balance, the 6-digit payment code, the result.
 */
export function PaymentScreen() {
  const { t } = useTranslation('checkout');
  const money = useFormatMoney();
  const links = useLinks();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // One order when opened with its id, else the batch; shown and paid alike.
  const orderId = Number(search.get('order_id')) || undefined;
  const paySn = search.get('pay_sn') || undefined;
  const query = orderId ? { order_id: orderId } : paySn ? { pay_sn: paySn } : null;
  const target = usePayTarget(query);
  const user = useUser();
  const pay = usePayOrder();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [paid, setPaid] = useState<{ answer: PayAnswer; orderIds: number[] }>();

  if (paid) return <PaymentResult {...paid} />;
  // Refused (paid, cancelled, not the shopper's) or nothing named. SWR keeps the last answer
  // after a refusal, so the refusal counts first.
  if (!query || isRefused(target.error)) {
    return (
      <EmptyState
        description={t('nothingToPay')}
        actionText={t('viewOrders')}
        onAction={() => navigate(links.myPurchases(), { replace: true })}
      />
    );
  }
  if (target.error && !target.data) return <LoadFailed onRetry={() => void target.mutate()} />;
  if (!target.data || !user.data) return <Skeleton.Paragraph className="bz-checkout__card" lineCount={4} animated />;

  const amount = target.data.total;
  const orderIds = target.data.orders.map((o) => o.id);
  const hasCode = user.data.has_pay_password;
  const enough = toCents(user.data.money) >= toCents(amount);
  const submit = async (paypwd: string) => {
    setError(undefined);
    try {
      const answer = await pay({ ...query, paypwd });
      setOpen(false);
      setPaid({ answer, orderIds });
      // The receipt's own title (the shop reads `paid` from the address), not "Pay now" any more.
      setSearch((params) => new URLSearchParams([...params, ['paid', '1']]), { replace: true });
    } catch (e) {
      // Wrong code, locked, balance changed …: the server's message, and the pad clears for another try.
      setError(isApiError(e) ? e.message : String(e));
      throw e;
    }
  };

  return (
    <div className="bz-payment">
      <section className="bz-payment__amount">
        <span>{t('amountDue')}</span>
        <Price value={amount} size="l" />
        <span className="bz-checkout__muted">
          {t('balance')} ${money(user.data.money)}
        </span>
      </section>
      {!hasCode && (
        <NoticeBar
          wrap
          color="alert"
          content={
            <>
              {t('noPayCode')} <Link to={links.changePayPwd()}>{t('setPayCode')}</Link>
            </>
          }
        />
      )}
      {hasCode && !enough && (
        <NoticeBar
          wrap
          color="alert"
          content={
            <>
              {t('insufficient')} <Link to={links.topUp()}>{t('topUp')}</Link>
            </>
          }
        />
      )}
      <div className="bz-payment__actions">
        <Button block color="primary" shape="rounded" size="large" disabled={!hasCode} onClick={() => setOpen(true)}>
          {t('payNow')}
        </Button>
      </div>
      <PaymentCodeSheet
        visible={open}
        title={t('enterPayCode')}
        amount={amount}
        error={error}
        closeLabel={t('close')}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        footer={<Link to={links.changePayPwd({ reset: 'email' })}>{t('forgotPayCode')}</Link>}
      />
    </div>
  );
}
