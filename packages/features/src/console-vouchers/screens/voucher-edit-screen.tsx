import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { VOUCHER_SCOPES, VOUCHER_TITLE_MAX, type VoucherKind, type VoucherScope } from '@bazaar/contract';
import { EmptyState, Toast } from '@bazaar/design-system';
import { useApi, useRefreshAfter, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { ShopChooser } from '../../console-kit/components/shop-chooser';
import { useAdmin } from '../../lib/admin-session';
import { useAdminVoucher } from '../api/use-admin-vouchers';
import type { VoucherPaths } from '../components/voucher-paths';
import { toVoucherSave, toVoucherValues, type VoucherValues } from './voucher-form';
import '../../console-kit/components/console.css';
import '../components/vouchers.css';

/**
 * A voucher, new (`<vouchers>/new`) or stored (`<vouchers>/<id>`): an operator picks its scope (and a shop
 * voucher's shop), a merchant makes its own shop's. Only empty required fields are caught here; the server
 * checks the ranges (percent 1–90, the window, a total not below what was collected) and says what is wrong.
 */
export function VoucherEditScreen({ paths }: { paths: VoucherPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const isAdmin = useAdmin()?.role === 'admin';
  const refresh = useRefreshAfter();
  const { run, busy } = useSubmit();
  const param = Number(useParams().id);
  const id = Number.isInteger(param) && param > 0 ? param : null;
  const { data } = useAdminVoucher(id);
  if (id !== null && data === undefined) return null;
  if (id !== null && data === null) return <EmptyState description={t('voucher.notFound')} />;

  const required = (field: string) => [{ required: true, message: t('voucher.required', { field }) }];
  // A number field; one with a hint says what leaving it empty means, so only those without one are required.
  const field = (name: keyof VoucherValues, label: string, mode: 'numeric' | 'decimal', hint?: string) => (
    <Form.Item name={name} label={label} description={hint} rules={hint ? undefined : required(label)}>
      <Input inputMode={mode} aria-label={label} />
    </Form.Item>
  );
  const save = async (values: VoucherValues) => {
    const body = { ...toVoucherSave(values, isAdmin), ...(id === null ? {} : { id }) };
    if ((await run(() => api.admin.voucher.save(body))) === undefined) return;
    await refresh('voucherSave');
    Toast.show({ icon: 'success', content: t('action.saved') });
    navigate(paths.vouchers);
  };

  return (
    <ConsoleForm
      key={id ?? 'new'}
      className="bz-console-vouchers__form"
      submitText={t('action.save')}
      busy={busy}
      initialValues={toVoucherValues(data ?? undefined)}
      onFinish={(values: VoucherValues) => void save(values)}
    >
      {isAdmin && (
        <Form.Item name="scope" label={t('voucher.field.scope')}>
          <Selector
            columns={1}
            options={VOUCHER_SCOPES.map((s) => ({
              label: t(`voucher.scope.${s}`),
              value: s,
              description: t(`voucher.scopeHint.${s}`),
            }))}
          />
        </Form.Item>
      )}
      {isAdmin && (
        <Form.Subscribe to={['scope']}>
          {({ scope }: { scope?: VoucherScope[] }) =>
            scope?.[0] === 'shop' && (
              <Form.Item name="shop_id" label={t('voucher.field.shop')} rules={required(t('voucher.field.shop'))}>
                <ShopChooser aria-label={t('voucher.field.shop')} placeholder={t('voucher.choose')} />
              </Form.Item>
            )
          }
        </Form.Subscribe>
      )}
      <Form.Item name="title" label={t('voucher.field.title')} rules={required(t('voucher.field.title'))}>
        <Input maxLength={VOUCHER_TITLE_MAX} aria-label={t('voucher.field.title')} clearable />
      </Form.Item>
      <Form.Item name="kind" label={t('voucher.field.kind')}>
        <Selector
          options={[
            { label: t('voucher.field.amount'), value: 'amount' },
            { label: t('voucher.field.percent'), value: 'percent' },
          ]}
        />
      </Form.Item>
      <Form.Subscribe to={['kind']}>
        {({ kind }: { kind?: VoucherKind[] }) =>
          kind?.[0] === 'percent' ? (
            <>
              {field('value', t('voucher.field.valuePercent'), 'numeric')}
              {field('max_discount', t('voucher.field.maxDiscount'), 'decimal', t('voucher.field.maxDiscountHint'))}
            </>
          ) : (
            field('value', t('voucher.field.valueAmount'), 'decimal')
          )
        }
      </Form.Subscribe>
      {field('min_spend', t('voucher.field.minSpend'), 'decimal', t('voucher.field.minSpendHint'))}
      <Form.Item name="starts_at" label={t('voucher.field.startsAt')} rules={required(t('voucher.field.startsAt'))}>
        <Input type="datetime-local" aria-label={t('voucher.field.startsAt')} />
      </Form.Item>
      <Form.Item name="ends_at" label={t('voucher.field.endsAt')} rules={required(t('voucher.field.endsAt'))}>
        <Input type="datetime-local" aria-label={t('voucher.field.endsAt')} />
      </Form.Item>
      {field('total', t('voucher.field.total'), 'numeric')}
      {field('per_user', t('voucher.field.perUser'), 'numeric')}
    </ConsoleForm>
  );
}
