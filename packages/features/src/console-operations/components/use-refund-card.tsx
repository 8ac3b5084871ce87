import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { Refund, RefundAction } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { askRemark } from './ask';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from './format';
import { RecordCard, type CardAction } from '../../console-kit/components/record-card';
import { useMoney } from './use-money';
import { useDialogTexts } from '../../console-kit/components/use-texts';

export type AdminRefund = Refund & { order_sn: string; user_id: number; shop_id: number };

const LABELS: Record<RefundAction, string> = {
  approve: 'action.approve',
  refuse: 'action.refuse',
  confirm_return: 'action.confirmReturn',
};

/**
 * A refund's card with the actions its state allows (approve or refuse a request; confirm the goods
 * once a return arrives), for the phone's list and the desk's opened row alike; `refresh` after one.
 */
export function useRefundCard(refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  const money = useMoney();

  const handle = async (id: number, action: RefundAction) => {
    // The shopper reads a refusal's reason on the refund and in the notification: it is required.
    const remark =
      action === 'refuse'
        ? await askRemark(t(LABELS[action]), t('action.reasonPlaceholder'), texts, t('action.reasonRequired'))
        : await askRemark(t(LABELS[action]), t('action.remarkPlaceholder'), texts);
    if (remark === null) return;
    if ((await run(() => api.admin.refundHandle({ id, action, remark }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await refresh();
  };
  const button = (id: number, action: RefundAction, color: CardAction['color']): CardAction => ({
    key: action,
    label: t(LABELS[action]),
    color,
    onClick: () => void handle(id, action),
  });

  return (r: AdminRefund) => (
    <RecordCard
      title={`${r.refund_sn} · ${money(r.amount)}`}
      status={<StatusOf status={r.status} />}
      lines={[
        { label: t('field.order'), value: r.order_sn },
        { label: t('field.type'), value: t(`type.${r.type}`) },
        { label: t('field.reason'), value: [r.reason, r.explain].filter(Boolean).join(' · ') },
        ...(r.return_express
          ? [{ label: t('field.returnExpress'), value: `${r.return_express.company} ${r.return_express.number}` }]
          : []),
        { label: t('field.time'), value: formatTime(r.createtime) },
        ...(r.remark ? [{ label: t('field.remark'), value: r.remark }] : []),
      ]}
      actions={
        r.status === 'pending'
          ? [button(r.id, 'approve', 'primary'), button(r.id, 'refuse', 'danger')]
          : r.status === 'returning'
            ? [button(r.id, 'confirm_return', 'primary'), button(r.id, 'refuse', 'danger')]
            : []
      }
    />
  );
}
