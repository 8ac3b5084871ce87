import {
  AdminVoucher,
  AdminVoucherListQuery,
  AdminVoucherSave,
  AdminVoucherStopBody,
  Envelope,
  MyVoucher,
  MyVoucherListQuery,
  Page,
  Voucher,
  VoucherCollectBody,
  VoucherListQuery,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['voucher'];
const security = [{ token: [] }];

export const listSchema = {
  tags,
  summary:
    'Vouchers that can be collected now: a shop’s and the platform’s (shop_id), or those that can apply to a product (product_id); collected counts the caller’s unused ones',
  querystring: VoucherListQuery,
  response: { 200: Envelope(Type.Array(Voucher)) },
};

export const collectSchema = {
  tags,
  security,
  summary: 'Collects a voucher; never beyond its total or per_user, however many collect at once',
  body: VoucherCollectBody,
  response: { 200: Envelope(MyVoucher) },
};

export const mineSchema = {
  tags,
  security,
  summary: 'The caller’s vouchers, newest first: unused, used, or expired (unused past its end or stopped)',
  querystring: MyVoucherListQuery,
  response: { 200: Envelope(Page(MyVoucher)) },
};

const adminTags = ['admin'];

export const adminSaveSchema = {
  tags: adminTags,
  security,
  summary:
    'Makes a voucher or edits one (id); merchants make shop vouchers for their own shop only; the total never goes below what was collected',
  body: AdminVoucherSave,
  response: { 200: Envelope(AdminVoucher) },
};

export const adminListSchema = {
  tags: adminTags,
  security,
  summary: 'Vouchers with collected_count, used_count and discount_total; merchants see their own shop’s',
  querystring: AdminVoucherListQuery,
  response: { 200: Envelope(Page(AdminVoucher)) },
};

export const adminStopSchema = {
  tags: adminTags,
  security,
  summary: 'Stops a voucher: no more collecting, and unused ones no longer apply',
  body: AdminVoucherStopBody,
  response: { 200: Envelope(AdminVoucher) },
};
