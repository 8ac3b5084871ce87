import type { AuditLogEntry, AuditStatus, MerchantApplication, RefundStatus } from '@bazaar/contract';
import { fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';
import type { AdminRefund } from '../components/use-refund-card';

/**
 * Story-only answers of the lists the desk tables read, enough rows for two pages, filtered, sorted
 * and paged as the server does (status, keyword, shop, period; `sort` and `order`, ties by id).
 */

const { NOW, DAY, HOUR } = fixtures;
type Params = Record<string, unknown>;

/** Filters by status, shop and period, then sorts and pages, like the server's table queries. */
function table<T extends { id: number; createtime: number }>(rows: T[], params: Params, match?: (row: T) => boolean) {
  const num = (key: string) => (params[key] === undefined ? undefined : Number(params[key]));
  const [shop, start, end] = [num('shop_id'), num('start'), num('end')];
  const picked = rows.filter(
    (r) =>
      (!params.status || (r as { status?: string }).status === params.status) &&
      (shop === undefined || (r as { shop_id?: number }).shop_id === shop) &&
      (start === undefined || r.createtime >= start) &&
      (end === undefined || r.createtime < end) &&
      (!params.keyword || !match || match(r)),
  );
  const sort = String(params.sort ?? 'id') as keyof T;
  const value = (r: T) => (sort === 'amount' ? Number(r[sort]) : r[sort]);
  picked.sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id));
  if (params.order !== 'asc') picked.reverse();
  return page(picked, params);
}

const REFUND_STATES: RefundStatus[] = [
  'pending',
  'pending',
  'returning',
  'refunded',
  'refused',
  'pending',
  'cancelled',
];
const REASONS = ['Arrived damaged', 'Wrong size', 'Not as described', 'Changed my mind'];

export const adminRefunds: AdminRefund[] = Array.from({ length: 26 }, (_, i) => {
  const status = REFUND_STATES[i % REFUND_STATES.length]!;
  return {
    id: 300 + i,
    refund_sn: `RF20261120${String(300 + i).padStart(5, '0')}`,
    order_id: 100 + (i % 6),
    order_sn: `SO20261118${String(100 + (i % 6)).padStart(5, '0')}`,
    product_ids: [1],
    type: i % 3 === 2 ? 'return_refund' : 'refund_only',
    amount: (((i * 1373) % 24000) / 100 + 5).toFixed(2),
    goods_status: 'received',
    reason: REASONS[i % REASONS.length]!,
    explain: '',
    images: [],
    status,
    remark: status === 'refused' ? 'Used item' : '',
    return_express: status === 'returning' ? { company: 'Kerry', number: `KE${880 + i}` } : null,
    createtime: NOW - i * 7 * HOUR,
    updatetime: NOW - i * 7 * HOUR,
    user_id: 42,
    shop_id: (i % 2) + 1,
  };
});

const AUDITS: AuditStatus[] = ['auditing', 'auditing', 'passed', 'refused'];

export const adminWithdrawals = Array.from({ length: 12 }, (_, i) => {
  const amount = (((i * 4919) % 90000) / 100 + 20).toFixed(2);
  const fee = (Math.round(Number(amount) * 2) / 100).toFixed(2);
  const bank = i % 2 === 0;
  return {
    id: 60 + i,
    type: bank ? ('bank' as const) : ('chain' as const),
    amount,
    fee,
    actual_amount: ((Number(amount) * 100 - Number(fee) * 100) / 100).toFixed(2),
    bank_name: bank ? 'City Bank' : '',
    bank_card_no: bank ? '•••• 4821' : '',
    account_name: bank ? 'Mai Nguyen' : '',
    network_id: bank ? null : 1,
    network_name: bank ? '' : 'TRC20',
    address: bank ? '' : 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy',
    status: AUDITS[i % AUDITS.length]!,
    audit_remark: AUDITS[i % AUDITS.length] === 'refused' ? 'The address is not on the chosen network' : '',
    createtime: NOW - i * 5 * HOUR,
    audittime: null,
    user_id: 42 + (i % 3),
    username: ['mai.nguyen', 'somchai', 'kenji'][i % 3]!,
  };
});

export const adminApplications: MerchantApplication[] = [
  ['Lotus Tea House', 'Ananya P.', 'auditing'],
  ['Saigon Ceramics', 'Tran Van Minh', 'auditing'],
  ['Kyoto Paper Co.', 'Sato Yui', 'passed'],
  ['Seoul Skin Lab', 'Kim Ji-woo', 'refused'],
].map(([shop, contact, status], i) => ({
  id: 20 + i,
  shop_name: shop!,
  contact_name: contact!,
  mobile: `+66 81 234 56${String(i).padStart(2, '0')}`,
  email: `${shop!.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  description: 'Handmade goods shipped from our own workshop.',
  category_id: 1 + (i % 3),
  status: status as AuditStatus,
  remark: status === 'refused' ? 'Please add a business licence' : '',
  createtime: NOW - (i + 1) * DAY,
}));

const LOG_ACTIONS = ['recharge.passed', 'extract.refused', 'refund.approve', 'product.save', 'user.freeze'];

export const adminAuditLog: AuditLogEntry[] = Array.from({ length: 45 }, (_, i) => {
  const action = LOG_ACTIONS[i % LOG_ACTIONS.length]!;
  return {
    id: 900 - i,
    admin_id: 1,
    admin_username: i % 4 === 3 ? 'ops_lee' : 'admin',
    action,
    target_type: action.split('.')[0]!,
    target_id: String(40 + i),
    before: { status: 'auditing' },
    after: { status: action.split('.')[1] },
    remark: i % 5 === 1 ? 'Address on another network' : '',
    ip: '127.0.0.1',
    createtime: NOW - i * 3 * HOUR,
  };
});

export const deskRoutes: FixtureRoutes = {
  'GET /admin/refund/list': ({ params }) =>
    table(adminRefunds, params, (r) => r.refund_sn.includes(String(params.keyword))),
  'POST /admin/refund/handle': () => null,
  'GET /admin/extract/list': ({ params }) =>
    table(adminWithdrawals, params, (w) =>
      `${w.user_id} ${w.address} ${w.account_name}`.includes(String(params.keyword)),
    ),
  'POST /admin/extract/audit': () => null,
  'GET /admin/merchant/applications': ({ params }) => table(adminApplications, params),
  'POST /admin/merchant/review': () => ({ application: adminApplications[0] }),
  'GET /admin/audit_log': ({ params }) =>
    table(adminAuditLog, params, (e) => `${e.action} ${e.target_type}`.includes(String(params.keyword))),
};
