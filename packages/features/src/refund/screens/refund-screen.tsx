import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { normalizeMoney } from '@bazaar/contract';
import { EmptyState, RefundForm, type RefundFormValue, Toast, useFormatPrice } from '@bazaar/design-system';
import { useLinks, useOpenChat, useOrderDetail } from '../../lib';
import { useApplyRefund, useUploadImage } from '../api/refunds';
import { RefundItems } from '../components/refund-items';
import { refundTerms } from '../utils/refund-terms';
import { refundRefusal } from '../utils/validate';

const REASONS = ['notAsDescribed', 'damaged', 'wrongItem', 'late', 'changedMind', 'other'] as const;

/**
 * /refund/:id/:sn/:product_ids/:amount: the order, its product ids and what was paid come in
 * the path (from the order screen); the order itself is read for its items and status. Before
 * shipping the refund is for the whole items, refund only, at the amount the server will set (no
 * proof needed); after shipping the amount is prefilled and may not exceed what is left. The
 * server checks the same rules, per item, in cents.
 */
export function RefundScreen() {
  const { t } = useTranslation('refund');
  const money = useFormatPrice();
  const links = useLinks();
  const navigate = useNavigate();
  const params = useParams();
  const orderId = Number(params.id) || undefined;
  const productIds = (params.product_ids ?? '').split(',').map(Number).filter(Boolean);
  const { data: order } = useOrderDetail(orderId);
  const openChat = useOpenChat(order?.shop.id, { orderId });
  const items = order?.items.filter((i) => productIds.includes(i.product_id)) ?? [];
  const terms = refundTerms(order, items, params.amount ? normalizeMoney(params.amount) : undefined);
  const apply = useApplyRefund();
  const upload = useUploadImage();
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState<RefundFormValue>({
    type: 'refund_only',
    goods_status: 'not_received',
    amount: terms.max ?? '',
    reason: '',
    explain: '',
    images: [],
  });
  // Once the order is read: the amount left on its items, and only what its status allows.
  useEffect(() => {
    if (!order) return;
    setValue((v) => ({
      ...v,
      amount: terms.max ?? v.amount,
      type: terms.types.includes(v.type) ? v.type : 'refund_only',
      goods_status: terms.goodsStatuses.includes(v.goods_status) ? v.goods_status : 'not_received',
    }));
    // The terms follow from the order alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order]);

  if (!orderId || productIds.length === 0) {
    return (
      <EmptyState
        description={t('noOrder')}
        actionText={t('myOrders')}
        onAction={() => navigate(links.myPurchases())}
      />
    );
  }

  const submit = async () => {
    const refusal = refundRefusal(value, terms.max, !terms.unshipped);
    if (refusal) return void Toast.show({ content: t(refusal) });
    setBusy(true);
    try {
      // Before shipping the server sets the amount of the whole items.
      const { amount, ...fields } = value;
      await apply({
        order_id: orderId,
        product_ids: productIds,
        ...fields,
        ...(terms.unshipped ? {} : { amount: amount.trim() }),
      });
      Toast.show({ content: t('sent') });
      navigate(links.orderInfo(orderId), { replace: true });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const title = t('order', { sn: params.sn ?? order?.order_sn ?? '' });
  return (
    <RefundForm
      value={value}
      onChange={setValue}
      onSubmit={() => void submit()}
      submitting={busy}
      upload={upload}
      types={terms.types}
      goodsStatuses={terms.goodsStatuses}
      amountReadOnly={terms.unshipped}
      header={
        <>
          <RefundItems title={title} items={items} />
          {order && (
            <div className="bz-refund__ask">
              <Button size="small" shape="rounded" fill="outline" onClick={() => void openChat()}>
                {t('askShop')}
              </Button>
            </div>
          )}
        </>
      }
      reasons={REASONS.map((r) => t(`reasons.${r}`))}
      texts={{
        type: t('field.type'),
        typeOptions: { refund_only: t('type.refund_only'), return_refund: t('type.return_refund') },
        goodsStatus: t('field.goodsStatus'),
        goodsStatusOptions: { not_received: t('goods.not_received'), received: t('goods.received') },
        amount: t('field.amount'),
        amountHint: terms.unshipped
          ? t('field.amountWhole')
          : terms.max
            ? t('field.amountHint', { max: money(terms.max) })
            : undefined,
        reason: t('field.reason'),
        explain: t('field.explain'),
        explainPlaceholder: t('field.explainPlaceholder'),
        proof: terms.unshipped ? t('field.proofOptional') : t('field.proof'),
        addPicture: t('addPicture'),
        uploading: t('uploading'),
        removePicture: t('remove'),
        submit: t('submit'),
      }}
    />
  );
}
