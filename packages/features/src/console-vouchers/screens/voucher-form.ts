import type { AdminVoucher, AdminVoucherSave, VoucherKind, VoucherScope } from '@bazaar/contract';
import { fromLocalInput, toLocalInput } from '../../console-kit/dates';

/** The editor's fields as the form holds them: selectors give arrays, inputs strings. */
export interface VoucherValues {
  scope: VoucherScope[];
  shop_id: string;
  title: string;
  kind: VoucherKind[];
  value: string;
  max_discount: string;
  min_spend: string;
  starts_at: string;
  ends_at: string;
  total: string;
  per_user: string;
}

/** The form's values of a stored voucher, or of a new one: a shop's amount off, one per shopper. */
export const toVoucherValues = (v?: AdminVoucher): VoucherValues => ({
  scope: [v?.scope ?? 'shop'],
  shop_id: v?.shop_id ? String(v.shop_id) : '',
  title: v?.title ?? '',
  kind: [v?.kind ?? 'amount'],
  value: v ? String(v.value) : '',
  max_discount: v?.max_discount ?? '',
  min_spend: v?.min_spend ?? '0.00',
  starts_at: v ? toLocalInput(v.starts_at) : '',
  ends_at: v ? toLocalInput(v.ends_at) : '',
  total: v ? String(v.total) : '',
  per_user: String(v?.per_user ?? 1),
});

/**
 * The save body of the form (without `id`). The server checks every range and answers a localized refusal;
 * a merchant sends no scope choice and no shop (its own is implied).
 */
export function toVoucherSave(v: VoucherValues, isAdmin: boolean): AdminVoucherSave {
  const scope = isAdmin ? (v.scope[0] ?? 'shop') : 'shop';
  const kind = v.kind[0] ?? 'amount';
  return {
    scope,
    ...(isAdmin && scope === 'shop' && v.shop_id ? { shop_id: Number(v.shop_id) } : {}),
    title: v.title.trim(),
    kind,
    value: v.value.trim(),
    max_discount: kind === 'percent' && v.max_discount.trim() ? v.max_discount.trim() : null,
    min_spend: v.min_spend.trim() || '0',
    starts_at: fromLocalInput(v.starts_at),
    ends_at: fromLocalInput(v.ends_at),
    total: Number(v.total) || 0,
    per_user: Number(v.per_user) || 0,
  };
}
