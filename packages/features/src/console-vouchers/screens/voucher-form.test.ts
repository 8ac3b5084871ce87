import { describe, expect, it } from 'vitest';
import { toVoucherSave, toVoucherValues } from './voucher-form';

const filled = {
  ...toVoucherValues(),
  title: '  10% off  ',
  kind: ['percent' as const],
  value: '10',
  max_discount: '8.00',
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-31T23:59',
  total: '100',
};

describe('the voucher form', () => {
  it('sends an operator’s scope and shop, and a percent voucher’s cap', () => {
    const body = toVoucherSave({ ...filled, shop_id: '3' }, true);
    expect(body).toMatchObject({ scope: 'shop', shop_id: 3, title: '10% off', kind: 'percent', value: '10' });
    expect(body).toMatchObject({ max_discount: '8.00', min_spend: '0.00', total: 100, per_user: 1 });
    expect(body.ends_at - body.starts_at).toBe(30 * 86_400 + 23 * 3600 + 59 * 60);
  });

  it('sends no shop for the platform’s vouchers, and no cap for an amount off', () => {
    const body = toVoucherSave({ ...filled, scope: ['platform'], shop_id: '3', kind: ['amount'], value: '5' }, true);
    expect(body).toMatchObject({ scope: 'platform', value: '5', max_discount: null });
    expect(body).not.toHaveProperty('shop_id');
  });

  it('makes a merchant’s voucher its own shop’s, whatever the form held', () => {
    const body = toVoucherSave({ ...filled, scope: ['platform'], shop_id: '9' }, false);
    expect(body.scope).toBe('shop');
    expect(body).not.toHaveProperty('shop_id');
  });

  it('shows a stored voucher as it was saved', () => {
    const values = toVoucherValues({
      id: 5,
      scope: 'platform',
      shop: null,
      shop_id: null,
      title: 'Weekend',
      kind: 'percent',
      value: 10,
      max_discount: null,
      min_spend: '20.00',
      starts_at: 1_795_168_800,
      ends_at: 1_795_168_800 + 86_400,
      total: 500,
      remaining: 180,
      per_user: 2,
      stopped: false,
      collected_count: 320,
      used_count: 118,
      discount_total: '841.60',
      createtime: 1_795_168_800,
    });
    expect(values).toMatchObject({ scope: ['platform'], shop_id: '', value: '10', max_discount: '', per_user: '2' });
    expect(toVoucherSave(values, true)).toMatchObject({ starts_at: 1_795_168_800, ends_at: 1_795_168_800 + 86_400 });
  });
});
