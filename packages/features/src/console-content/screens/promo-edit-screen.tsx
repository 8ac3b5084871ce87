import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminPromo, AdminPromoSave, PromoType } from '@bazaar/contract';
import { ContentEditor } from '../components/content-editor';
import { OrderFields, isShown, statusOf, useRequiredRule } from '../components/order-fields';
import { fromLocalInput, toLocalInput } from '../../console-kit/dates';
import type { ContentPaths } from './content-paths';

interface Values {
  code: string;
  type: PromoType[];
  amount: string;
  percent: string;
  min_spend: string;
  shop_id: string;
  starttime: string;
  endtime: string;
  per_user_limit: string;
  total_limit: string;
  shown: boolean;
}

const toValues = (p?: AdminPromo): Values => ({
  code: p?.code ?? '',
  type: [p?.type ?? 'fixed'],
  amount: p && p.type === 'fixed' ? p.amount : '',
  percent: p && p.type === 'percent' ? String(p.percent) : '',
  min_spend: p?.min_spend ?? '0.00',
  shop_id: p?.shop_id ? String(p.shop_id) : '',
  starttime: toLocalInput(p?.starttime ?? 0),
  endtime: toLocalInput(p?.endtime ?? 0),
  per_user_limit: String(p?.per_user_limit ?? 1),
  total_limit: String(p?.total_limit ?? 0),
  shown: isShown(p),
});

function toBody(v: Values): AdminPromoSave {
  const type = v.type[0] ?? 'fixed';
  return {
    code: v.code.trim(),
    type,
    ...(type === 'fixed' ? { amount: v.amount.trim() || '0' } : { percent: Number(v.percent) || 0 }),
    min_spend: v.min_spend.trim() || '0',
    shop_id: v.shop_id.trim() ? Number(v.shop_id) : null,
    starttime: fromLocalInput(v.starttime),
    endtime: fromLocalInput(v.endtime),
    per_user_limit: Number(v.per_user_limit) || 1,
    total_limit: Number(v.total_limit) || 0,
    status: statusOf(v.shown),
  };
}

/** A promo code: fixed amount or percent off, minimum spend, one shop or all, validity and use limits. */
export function PromoEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const required = useRequiredRule();
  const number = (name: keyof Values, label: string, mode: 'numeric' | 'decimal' = 'numeric') => (
    <Form.Item name={name} label={label}>
      <Input inputMode={mode} aria-label={label} />
    </Form.Item>
  );
  return (
    <ContentEditor<AdminPromo, Values> kind="promoCodes" path={paths.promos} toValues={toValues} toBody={toBody}>
      <Form.Item name="code" label={t('field.code')} rules={required(t('field.code'))}>
        <Input maxLength={32} aria-label={t('field.code')} placeholder="WELCOME10" clearable />
      </Form.Item>
      <Form.Item name="type" label={t('field.type')}>
        <Selector
          options={[
            { label: t('field.fixed'), value: 'fixed' },
            { label: t('field.percent'), value: 'percent' },
          ]}
        />
      </Form.Item>
      <Form.Subscribe to={['type']}>
        {({ type }: { type?: PromoType[] }) =>
          type?.[0] === 'percent'
            ? number('percent', t('field.percentValue'))
            : number('amount', t('field.amount'), 'decimal')
        }
      </Form.Subscribe>
      {number('min_spend', t('field.minSpend'), 'decimal')}
      {number('shop_id', t('field.shop'))}
      <Form.Item name="starttime" label={t('field.starttime')} description={t('field.noLimit')}>
        <Input type="datetime-local" aria-label={t('field.starttime')} />
      </Form.Item>
      <Form.Item name="endtime" label={t('field.endtime')} description={t('field.noLimit')}>
        <Input type="datetime-local" aria-label={t('field.endtime')} />
      </Form.Item>
      {number('per_user_limit', t('field.perUser'))}
      {number('total_limit', t('field.total'))}
      <OrderFields sort={false} />
    </ContentEditor>
  );
}
