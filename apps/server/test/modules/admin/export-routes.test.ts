import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { post } from '../../../src/modules/ledger';
import { paidOrder } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let admin: { token: string };
let betaMerchant: { token: string };
let shopper: TestShopper;
let alphaShop: number;
let betaShop: number;
let betaOrder: number;
let alphaOrder: number;

const shopId = async (name: string) =>
  (await server.app.db.selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

async function download(path: string, token = admin.token) {
  const res = await fetch(server.url + path, { headers: { token } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

/** The file's rows as objects keyed by the English header. */
async function csvRows(path: string, token = admin.token) {
  const { res, text } = await download(`${path}${path.includes('?') ? '&' : '?'}lang=en`, token);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
}

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  alphaShop = await shopId('Alpha Shop');
  betaShop = await shopId('Beta Shop');
  betaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
  shopper = await createShopper(server.app, { balanceCents: 100_000 });
  // Product 2 (12.50) is Beta Shop's, product 3 (3.99) Alpha Shop's.
  betaOrder = await paidOrder(server, shopper, [{ product_id: await productId(server.app, 2), quantity: 2 }]);
  alphaOrder = await paidOrder(server, shopper, [{ product_id: await productId(server.app, 3), quantity: 1 }]);
});
afterAll(() => server.close());

describe('order/export', () => {
  it('needs an operator token', async () => {
    expect((await server.request('/api/admin/order/export')).status).toBe(401);
    expect((await server.request('/api/admin/order/export', { headers: { token: shopper.token } })).status).toBe(401);
  });

  it('is a UTF-8 CSV attachment with a BOM, CRLF lines and a header in the operator’s language', async () => {
    const { res, bytes, text } = await download('/api/admin/order/export?lang=zh-cn');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFID,订单号,创建时间（UTC）,支付时间（UTC）,发货时间（UTC）,状态,店铺 ID,店铺,买家 ID,买家,商品金额,运费,优惠,实付金额,物流公司,运单号',
    );
    const thai = await download('/api/admin/order/export?lang=th');
    expect(thai.text.split('\r\n')[0]).toContain('หมายเลขคำสั่งซื้อ');
  });

  it('has one row per order, newest first, money as the contract’s text and times in ISO 8601 UTC', async () => {
    const rows = await csvRows('/api/admin/order/export');
    expect(rows.map((r) => Number(r.ID))).toEqual([alphaOrder, betaOrder]);
    const beta = rows[1]!;
    const stored = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', betaOrder)
      .executeTakeFirstOrThrow();
    expect(beta).toMatchObject({
      'Order number': stored.order_sn,
      Status: 'waiting_deliver',
      'Shop ID': String(betaShop),
      Shop: 'Beta Shop',
      'Shopper ID': String(shopper.id),
      'Goods amount': '25.00',
      'Total paid': (stored.total / 100).toFixed(2),
      'Shipped (UTC)': '',
    });
    expect(beta['Paid (UTC)']).toBe(new Date(stored.paytime! * 1000).toISOString().replace('.000Z', 'Z'));
  });

  it('takes order/list’s filters: status, keyword, shop and period', async () => {
    const sn = (
      await server.app.db.selectFrom('orders').select('order_sn').where('id', '=', alphaOrder).executeTakeFirstOrThrow()
    ).order_sn;
    const ids = async (query: string) => (await csvRows(`/api/admin/order/export?${query}`)).map((r) => Number(r.ID));
    expect(await ids(`shop_id=${alphaShop}`)).toEqual([alphaOrder]);
    expect(await ids(`keyword=${sn}`)).toEqual([alphaOrder]);
    expect(await ids('status=completed')).toEqual([]);
    expect(await ids('status=waiting_deliver')).toEqual([alphaOrder, betaOrder]);
    const later = nowSeconds() + 3600;
    expect(await ids(`start=${later}`)).toEqual([]);
    expect(await ids(`end=${later}`)).toEqual([alphaOrder, betaOrder]);
    // The list call agrees with the file.
    const list = await server.request(`/api/admin/order/list?shop_id=${alphaShop}`, {
      headers: { token: admin.token },
    });
    expect(list.body.data.data.map((o: { id: number }) => o.id)).toEqual([alphaOrder]);
  });

  it('gives a merchant its own shop’s orders only, and refuses another shop', async () => {
    const rows = await csvRows('/api/admin/order/export', betaMerchant.token);
    expect(rows.map((r) => Number(r.ID))).toEqual([betaOrder]);
    const other = await server.request(`/api/admin/order/export?shop_id=${alphaShop}`, {
      headers: { token: betaMerchant.token },
    });
    expect(other.headers.get('content-type')).toContain('application/json');
    expect(other.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });

  it('refuses bad filters with the envelope, not a file', async () => {
    const res = await server.request('/api/admin/order/export?start=yesterday', { headers: { token: admin.token } });
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'invalid_field', field: 'start' } });
  });
});

describe('refund/export', () => {
  it('lists refunds under the contract’s status names, a merchant only its own', async () => {
    const now = nowSeconds();
    const refund = (orderId: number, shop: number, sn: string, status: 'approved' | 'pending') => ({
      refund_sn: sn,
      order_id: orderId,
      user_id: shopper.id,
      shop_id: shop,
      type: 'refund_only' as const,
      amount: 1250,
      product_ids: '[]',
      images: '[]',
      reason: 'Broken, "badly"',
      status,
      createtime: now,
      updatetime: now,
    });
    await server.app.db
      .insertInto('refunds')
      .values([
        refund(betaOrder, betaShop, 'R-BETA-1', 'approved'),
        refund(alphaOrder, alphaShop, 'R-ALPHA-1', 'pending'),
      ])
      .execute();
    const rows = await csvRows('/api/admin/refund/export?status=refunded');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Refund number': 'R-BETA-1',
      Status: 'refunded',
      Amount: '12.50',
      Reason: 'Broken, "badly"',
      'Shop ID': String(betaShop),
    });
    const mine = await csvRows('/api/admin/refund/export', betaMerchant.token);
    expect(mine.map((r) => r['Refund number'])).toEqual(['R-BETA-1']);
  });
});

describe('recharge/export and extract/export', () => {
  it('are the admin’s alone', async () => {
    for (const path of ['/api/admin/recharge/export', '/api/admin/extract/export']) {
      const res = await server.request(path, { headers: { token: betaMerchant.token } });
      expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
    }
  });

  it('quote commas, quotes and line breaks, and guard text a spreadsheet would run as a formula', async () => {
    const now = nowSeconds();
    await server.app.db
      .insertInto('recharges')
      .values([
        {
          user_id: shopper.id,
          type: 'manual',
          amount: 123_456,
          address: '=HYPERLINK("http://evil.example","click")',
          status: 'refused',
          audit_remark: 'Line one,\r\nline "two"',
          createtime: now,
        },
        {
          user_id: shopper.id,
          type: 'manual',
          amount: 5,
          address: '@SUM(A1)',
          status: 'auditing',
          audit_remark: '',
          createtime: now,
        },
      ])
      .execute();
    const { text } = await download('/api/admin/recharge/export?lang=en&status=refused');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Line one,\r\nline ""two"""');
    const [refused] = await csvRows('/api/admin/recharge/export?status=refused');
    expect(refused).toMatchObject({ Amount: '1234.56', Status: 'refused', 'Audit remark': 'Line one,\r\nline "two"' });
    const [pending] = await csvRows('/api/admin/recharge/export?status=auditing');
    expect(pending).toMatchObject({ Amount: '0.05', Address: "'@SUM(A1)", 'Audited (UTC)': '' });
  });

  it('show bidi and zero-width controls written out, and guard a formula after a separator', async () => {
    const spoofer = await createShopper(server.app);
    await server.app.db
      .updateTable('users')
      .set({ username: `admin\u202Egnp.exe${spoofer.id}` })
      .where('id', '=', spoofer.id)
      .execute();
    await server.app.db
      .insertInto('recharges')
      .values({
        user_id: spoofer.id,
        type: 'manual',
        amount: 700,
        address: 'ok;=cmd|" /C calc"!A0',
        status: 'refused',
        audit_remark: 'see\t@SUM(A1)\u200B',
        createtime: nowSeconds(),
      })
      .execute();
    const { text } = await download('/api/admin/recharge/export?lang=en&status=refused');
    expect(text).not.toMatch(/[\u200B\u202E]/);
    const row = (await csvRows('/api/admin/recharge/export?status=refused')).find((r) => r.Amount === '7.00');
    expect(row).toMatchObject({
      Shopper: `admin⟨U+202E⟩gnp.exe${spoofer.id}`,
      Address: `ok;'=cmd|" /C calc"!A0`,
      'Audit remark': "see\t'@SUM(A1)⟨U+200B⟩",
    });
  });

  it('mask every card number in a withdrawal file', async () => {
    const now = nowSeconds();
    await server.app.db
      .insertInto('withdrawals')
      .values({
        user_id: shopper.id,
        type: 'bank',
        amount: 10_000,
        fee: 100,
        actual_amount: 9_900,
        bank_card_no: '6222020200112233445',
        bank_name: 'Kasikorn',
        account_name: 'Ann Lee',
        status: 'auditing',
        createtime: now,
      })
      .execute();
    const { text } = await download('/api/admin/extract/export?lang=en');
    expect(text).not.toContain('6222020200112233445');
    const [row] = await csvRows('/api/admin/extract/export');
    expect(row).toMatchObject({
      Amount: '100.00',
      'Service fee': '1.00',
      'Amount paid out': '99.00',
      'Bank / account name': 'Kasikorn / Ann Lee',
      Status: 'auditing',
    });
    expect(row!['Card or address']).toMatch(/3445$/);
  });
});

describe('ledger/export and ledger/list', () => {
  it('show signed postings, an admin by account, a merchant its shop’s payable account only', async () => {
    await server.app.db.transaction().execute((trx) =>
      post(trx, {
        type: 'test_payable',
        ref: 'order:1',
        postings: [
          { account: { kind: 'external_deposits' }, amount: -700 },
          { account: { kind: 'merchant_payable', ownerId: betaShop }, amount: 400 },
          { account: { kind: 'merchant_payable', ownerId: alphaShop }, amount: 300 },
        ],
      }),
    );
    const wallet = await csvRows(`/api/admin/ledger/export?kind=user_available&owner_id=${shopper.id}`);
    expect(wallet.length).toBeGreaterThanOrEqual(3);
    expect(wallet.every((r) => r.Account === 'user_available' && r['Account owner ID'] === String(shopper.id))).toBe(
      true,
    );
    // Paying 25.00 (plus any shipping) for the Beta order is a debit, written with its sign.
    expect(wallet.some((r) => r.Type === 'order_pay' && r.Amount!.startsWith('-'))).toBe(true);

    const mine = await csvRows('/api/admin/ledger/export', betaMerchant.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      Account: 'merchant_payable',
      'Account owner ID': String(betaShop),
      Amount: '4.00',
    });
    const list = await server.request('/api/admin/ledger/list?kind=user_available', {
      headers: { token: betaMerchant.token },
    });
    expect(list.body.data.data).toEqual([
      expect.objectContaining({ account_kind: 'merchant_payable', owner_id: betaShop, amount: '4.00' }),
    ]);
    const deposits = await server.request('/api/admin/ledger/list?kind=external_deposits&sort=amount&order=asc', {
      headers: { token: admin.token },
    });
    const amounts = deposits.body.data.data.map((p: { amount: string }) => Number(p.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

describe('a large export', () => {
  it('streams thousands of rows in pages, each once, newest first', async () => {
    const now = nowSeconds();
    const many = 2_345;
    for (let i = 0; i < many; i += 400) {
      await server.app.db
        .insertInto('recharges')
        .values(
          Array.from({ length: Math.min(400, many - i) }, (_, j) => ({
            user_id: shopper.id,
            type: 'manual' as const,
            amount: 100 + i + j,
            address: `bulk-${i + j}`,
            status: 'passed' as const,
            createtime: now,
          })),
        )
        .execute();
    }
    const rows = await csvRows('/api/admin/recharge/export?status=passed&keyword=bulk-');
    expect(rows).toHaveLength(many);
    const ids = rows.map((r) => Number(r.ID));
    expect(ids.every((id, i) => i === 0 || id < ids[i - 1]!)).toBe(true);
    expect(rows.at(-1)).toMatchObject({ Address: 'bulk-0', Amount: '1.00' });
  });
});

describe('sorting the lists', () => {
  it('sorts the catalog and people tables by their own whitelisted columns', async () => {
    const get = (path: string) => server.request(path, { headers: { token: admin.token } });
    const prices = (await get('/api/admin/product/list?sort=price&order=asc&limit=50')).body.data.data.map(
      (p: { price: string }) => Number(p.price),
    );
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const shops = (await get('/api/admin/shop/list?sort=id&order=asc')).body.data.data.map((s: { id: number }) => s.id);
    expect(shops).toEqual([...shops].sort((a, b) => a - b));
    await createShopper(server.app);
    const users = (await get('/api/admin/user/list?sort=id&order=asc')).body.data.data.map((u: { id: number }) => u.id);
    expect(users.length).toBeGreaterThan(1);
    expect(users).toEqual([...users].sort((a, b) => a - b));
    const log = (await get('/api/admin/audit_log?order=asc')).body;
    expect(log.code).toBe(1);
    expect((await get('/api/admin/product/list?sort=title')).body).toMatchObject({ code: 0, data: { field: 'sort' } });
  });

  it('sorts order/list by a whitelisted column and refuses others', async () => {
    const get = (q: string) => server.request(`/api/admin/order/list?${q}`, { headers: { token: admin.token } });
    const asc = await get('sort=total&order=asc');
    expect(asc.body.data.data.map((o: { id: number }) => o.id)).toEqual([alphaOrder, betaOrder]);
    const desc = await get('sort=total');
    expect(desc.body.data.data.map((o: { id: number }) => o.id)).toEqual([betaOrder, alphaOrder]);
    expect((await get('sort=password')).body).toMatchObject({ code: 0, data: { field: 'sort' } });
  });
});
