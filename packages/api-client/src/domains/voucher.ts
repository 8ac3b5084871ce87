import type {
  AdminVoucher,
  AdminVoucherListQuery,
  AdminVoucherSave,
  MyVoucher,
  MyVoucherListQuery,
  Page,
  Voucher,
  VoucherListQuery,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Vouchers a shopper collects and spends at checkout (`order.preview` / `order.create` take `vouchers`). */
export function createVoucherApi(http: RequestFn) {
  return {
    /**
     * Vouchers that can be collected now; public, with `collected` counted for the caller when signed in.
     * @example const vouchers = await client.voucher.list({ shop_id: 3 });
     */
    list: (query: VoucherListQuery = {}) => http<Voucher[]>({ method: 'GET', url: '/voucher/list', params: query }),
    /**
     * Collects one voucher (token); refused with a message when none are left or the caller holds enough.
     * @example const mine = await client.voucher.collect(12);
     */
    collect: (id: number) => http<MyVoucher>({ method: 'POST', url: '/voucher/collect', data: { id } }),
    /** The caller's vouchers (`user/vouchers`), by status: unused, used or expired. */
    mine: (query: MyVoucherListQuery = {}) =>
      http<Page<MyVoucher>>({ method: 'GET', url: '/user/vouchers', params: query }),
  };
}
/** Vouchers for shoppers: the ones on offer, collecting one, and the shopper's own. */
export type VoucherApi = ReturnType<typeof createVoucherApi>;

/** Vouchers in the console (admin token): merchants their own shop's, operators any. */
export function createAdminVoucherApi(http: RequestFn) {
  return {
    /** Vouchers with their use: `collected_count`, `used_count`, `discount_total`. */
    list: (query: AdminVoucherListQuery = {}) =>
      http<Page<AdminVoucher>>({ method: 'GET', url: '/admin/voucher/list', params: query }),
    /**
     * Makes a voucher, or edits one with `id` (the total never below what was collected).
     * @example await client.admin.voucher.save({ scope: 'shop', title: '5 off 50', kind: 'amount', value: '5', min_spend: '50', starts_at, ends_at, total: 100, per_user: 1 });
     */
    save: (body: AdminVoucherSave) => http<AdminVoucher>({ method: 'POST', url: '/admin/voucher/save', data: body }),
    /** Stops a voucher: no more collecting, and unused ones no longer apply. */
    stop: (id: number) => http<AdminVoucher>({ method: 'POST', url: '/admin/voucher/stop', data: { id } }),
  };
}
/** Vouchers in the console: list, create or edit, and stop a voucher. */
export type AdminVoucherApi = ReturnType<typeof createAdminVoucherApi>;
