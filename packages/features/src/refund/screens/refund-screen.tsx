import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, RefundForm, formatMoney, type RefundFormValue } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useApplyRefund, useUploadImage } from '../api/refunds';
import { refundRefusal } from '../utils/validate';

const REASONS = ['notAsDescribed', 'damaged', 'wrongItem', 'late', 'changedMind', 'other'] as const;

/**
 * /refund/:id/:sn/:product_ids/:amount: the order, its product ids and what was paid come in
 * the path (from the order screen); the amount is prefilled with it and may not exceed it.
 * The server checks the same bound, per item, in cents.
 */
export function RefundScreen() {
  const { t } = useTranslation('refund');
  const links = useLinks();
  const navigate = useNavigate();
  const params = useParams();
  const orderId = Number(params.id) || undefined;
  const productIds = (params.product_ids ?? '').split(',').map(Number).filter(Boolean);
  const max = params.amount ? formatMoney(params.amount) : undefined;
  const apply = useApplyRefund();
  const upload = useUploadImage();
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState<RefundFormValue>({
    type: 'refund_only',
    goods_status: 'not_received',
    amount: max ?? '',
    reason: '',
    explain: '',
    images: [],
  });

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
    const refusal = refundRefusal(value, max);
    if (refusal) return void Toast.show({ content: t(refusal) });
    setBusy(true);
    try {
      await apply({ order_id: orderId, product_ids: productIds, ...value, amount: value.amount.trim() });
      Toast.show({ content: t('sent') });
      navigate(links.orderInfo(orderId), { replace: true });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <RefundForm
      value={value}
      onChange={setValue}
      onSubmit={() => void submit()}
      submitting={busy}
      upload={upload}
      header={params.sn ? <span className="bz-refund__order">{t('order', { sn: params.sn })}</span> : undefined}
      reasons={REASONS.map((r) => t(`reasons.${r}`))}
      texts={{
        type: t('field.type'),
        typeOptions: { refund_only: t('type.refund_only'), return_refund: t('type.return_refund') },
        goodsStatus: t('field.goodsStatus'),
        goodsStatusOptions: { not_received: t('goods.not_received'), received: t('goods.received') },
        amount: t('field.amount'),
        amountHint: max ? t('field.amountHint', { max }) : undefined,
        reason: t('field.reason'),
        explain: t('field.explain'),
        explainPlaceholder: t('field.explainPlaceholder'),
        proof: t('field.proof'),
        addPicture: t('addPicture'),
        uploading: t('uploading'),
        removePicture: t('remove'),
        submit: t('submit'),
      }}
    />
  );
}
