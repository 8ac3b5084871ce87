import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { createAdmin } from '../../helpers/admins';
import { get, post, shopIdByName } from '../../helpers/chat';
import { productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { collect, createVoucher } from '../../helpers/vouchers';

let server: TestServer;
let ann: TestShopper;
let alpha: number;
let beta: number;

beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app);
  [alpha, beta] = await Promise.all([shopIdByName(server.app, 'Alpha Shop'), shopIdByName(server.app, 'Beta Shop')]);
});
afterAll(() => server.close());

// A fresh Idempotency-Key skips the 1 s duplicate guard, as separate taps would.
const collectAs = (token: string, id: number) =>
  server.request('/api/voucher/collect', {
    method: 'POST',
    headers: { token, 'Idempotency-Key': randomUUID() },
    json: { id },
  });

describe('voucher/collect', () => {
  it('never gives more than total, with 50 collecting at once', async () => {
    const id = await createVoucher(server.app, { total: 10, perUser: 1 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createShopper(server.app)));
    const answers = await Promise.all(shoppers.map((s) => collectAs(s.token, id)));
    const won = answers.filter((a) => a.body.code === 1);
    expect(won).toHaveLength(10);
    const refused = answers.filter((a) => a.body.code === 0);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.data).toMatchObject({ reason: 'sold_out' });
    const rows = await server.app.db.selectFrom('user_vouchers').select('id').where('voucher_id', '=', id).execute();
    expect(rows).toHaveLength(10);
    const voucher = await server.app.db
      .selectFrom('vouchers')
      .select('collected')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(voucher.collected).toBe(10);
  });

  it('never gives one shopper more than per_user, also at once', async () => {
    const id = await createVoucher(server.app, { total: 100, perUser: 2 });
    const bob = await createShopper(server.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => collectAs(bob.token, id)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(2);
    const refusal = answers.find((a) => a.body.code === 0)!;
    expect(refusal.body.data).toMatchObject({ reason: 'per_user' });
    expect(refusal.body.msg).toContain('2');
    const voucher = await server.app.db
      .selectFrom('vouchers')
      .select('collected')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(voucher.collected).toBe(2);
  });

  it('refuses a voucher not started, ended, stopped or unknown, in the request language', async () => {
    const now = nowSeconds();
    const later = await createVoucher(server.app, { startsAt: now + 3600, endsAt: now + 7200 });
    const over = await createVoucher(server.app, { startsAt: now - 7200, endsAt: now - 3600 });
    expect((await collectAs(ann.token, later)).body).toMatchObject({ code: 0, data: { reason: 'not_collectable' } });
    expect((await collectAs(ann.token, over)).body).toMatchObject({ code: 0, data: { reason: 'not_collectable' } });
    const zh = await server.request('/api/voucher/collect?lang=zh-cn', {
      method: 'POST',
      headers: { token: ann.token },
      json: { id: 999_999 },
    });
    expect(zh.body).toMatchObject({ code: 0, msg: '该优惠券不存在。' });
    const anonymous = await server.request('/api/voucher/collect', { method: 'POST', json: { id: later } });
    expect(anonymous.status).toBe(401);
  });
});

describe('voucher/list', () => {
  it('lists what can be collected now: a shop’s and the platform’s, by shop or product', async () => {
    const alphaOnly = await createVoucher(server.app, { scope: 'shop', shopId: alpha, title: 'Alpha 5 off' });
    const betaOnly = await createVoucher(server.app, { scope: 'shop', shopId: beta });
    const shipping = await createVoucher(server.app, { scope: 'shipping' });
    const gone = await createVoucher(server.app, { total: 1 });
    await collect(server, (await createShopper(server.app)).token, gone);

    const byShop = (await get(server, '', `/api/voucher/list?shop_id=${alpha}`)).body.data as { id: number }[];
    const ids = byShop.map((v) => v.id);
    expect(ids).toContain(alphaOnly);
    expect(ids).toContain(shipping);
    expect(ids).not.toContain(betaOnly);
    expect(ids).not.toContain(gone);

    const p2 = await productId(server.app, 2); // Beta Shop's
    const byProduct = ((await get(server, '', `/api/voucher/list?product_id=${p2}`)).body.data as { id: number }[]).map(
      (v) => v.id,
    );
    expect(byProduct).toContain(betaOnly);
    expect(byProduct).not.toContain(alphaOnly);

    const card = byShop.find((v) => v.id === alphaOnly);
    expect(card).toMatchObject({
      scope: 'shop',
      shop: { id: alpha, name: 'Alpha Shop' },
      title: 'Alpha 5 off',
      kind: 'amount',
      value: '5.00',
      max_discount: null,
      min_spend: '0.00',
      remaining: 100,
      collected: 0,
    });
    expect(byShop.find((v) => v.id === shipping)).toMatchObject({ shop: null });
  });

  it('carries the demo vouchers, titled in the request language', async () => {
    const zh = (await get(server, '', '/api/voucher/list?lang=zh-cn')).body.data as { title: string; scope: string }[];
    expect(zh).toContainEqual(expect.objectContaining({ scope: 'shipping', title: '免运费（最高 8 美元）' }));
    const th = (await get(server, '', `/api/voucher/list?lang=th&shop_id=${alpha}`)).body.data as { title: string }[];
    expect(th.map((v) => v.title)).toContain('ลด 3 ดอลลาร์ เมื่อซื้อครบ 20 ดอลลาร์ในร้านนี้');
  });

  it('counts what the caller holds unused, 0 without a token', async () => {
    const id = await createVoucher(server.app, { perUser: 3 });
    const carl = await createShopper(server.app);
    await collect(server, carl.token, id);
    await collect(server, carl.token, id);
    const mine = (await get(server, carl.token, '/api/voucher/list')).body.data.find(
      (v: { id: number }) => v.id === id,
    );
    expect(mine).toMatchObject({ collected: 2, remaining: 98 });
    const anonymous = (await get(server, '', '/api/voucher/list')).body.data.find((v: { id: number }) => v.id === id);
    expect(anonymous.collected).toBe(0);
  });

  it('shows a percent voucher’s value as a whole percent and its cap as money', async () => {
    const id = await createVoucher(server.app, { kind: 'percent', value: 15, maxDiscount: 1000 });
    const card = (await get(server, '', '/api/voucher/list')).body.data.find((v: { id: number }) => v.id === id);
    expect(card).toMatchObject({ kind: 'percent', value: 15, max_discount: '10.00' });
  });
});

describe('user/vouchers', () => {
  it('answers unused, used and expired (past its end or stopped)', async () => {
    const dana = await createShopper(server.app);
    const live = await createVoucher(server.app);
    const stopped = await createVoucher(server.app);
    const ending = await createVoucher(server.app);
    const [mLive, mStopped, mEnding] = [
      await collect(server, dana.token, live),
      await collect(server, dana.token, stopped),
      await collect(server, dana.token, ending),
    ];
    await server.app.db.updateTable('vouchers').set({ stopped: 1 }).where('id', '=', stopped).execute();
    await server.app.db
      .updateTable('vouchers')
      .set({ ends_at: nowSeconds() - 1 })
      .where('id', '=', ending)
      .execute();
    const used = await collect(server, dana.token, await createVoucher(server.app));
    await server.app.db.updateTable('user_vouchers').set({ status: 'used' }).where('id', '=', used).execute();

    const page = async (status: string) =>
      (
        (await get(server, dana.token, `/api/user/vouchers?status=${status}`)).body.data.data as {
          id: number;
          status: string;
        }[]
      ).map((m) => [m.id, m.status]);
    expect(await page('unused')).toEqual([[mLive, 'unused']]);
    expect(await page('expired')).toEqual([
      [mEnding, 'expired'],
      [mStopped, 'expired'],
    ]);
    expect(await page('used')).toEqual([[used, 'used']]);
    const all = (await get(server, dana.token, '/api/user/vouchers?limit=2')).body.data;
    expect(all).toMatchObject({ total: 4, per_page: 2, last_page: 2 });
    expect(all.data[0].voucher).toMatchObject({ title: 'Test voucher' });
  });

  it('shows only the caller’s own', async () => {
    const eve = await createShopper(server.app);
    expect((await get(server, eve.token, '/api/user/vouchers')).body.data.total).toBe(0);
  });
});

describe('admin/voucher/*', () => {
  const body = (fields: Record<string, unknown> = {}) => {
    const now = nowSeconds();
    return {
      scope: 'shop',
      title: '5 off 50',
      kind: 'amount',
      value: '5',
      min_spend: '50',
      starts_at: now - 60,
      ends_at: now + 86_400,
      total: 20,
      per_user: 1,
      ...fields,
    };
  };

  it('lets a merchant make, list and stop its own shop’s vouchers only', async () => {
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: alpha });
    const saved = await post(server, merchant.token, '/api/admin/voucher/save', body());
    expect(saved.body.data).toMatchObject({
      scope: 'shop',
      shop_id: alpha,
      value: '5.00',
      min_spend: '50.00',
      stopped: false,
    });
    const other = await post(server, merchant.token, '/api/admin/voucher/save', body({ shop_id: beta }));
    expect(other.body).toMatchObject({ code: 0, data: { reason: 'merchant_shop_only' } });
    const platform = await post(server, merchant.token, '/api/admin/voucher/save', body({ scope: 'platform' }));
    expect(platform.body).toMatchObject({ code: 0, data: { reason: 'merchant_shop_only' } });

    const betaVoucher = await createVoucher(server.app, { scope: 'shop', shopId: beta });
    const stopOther = await post(server, merchant.token, '/api/admin/voucher/stop', { id: betaVoucher });
    expect(stopOther.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
    const editOther = await post(
      server,
      merchant.token,
      '/api/admin/voucher/save',
      body({ id: betaVoucher, shop_id: beta }),
    );
    expect(editOther.body.code).toBe(0);
    const stillBeta = await server.app.db
      .selectFrom('vouchers')
      .select(['title', 'stopped'])
      .where('id', '=', betaVoucher)
      .executeTakeFirstOrThrow();
    expect(stillBeta).toEqual({ title: 'Test voucher', stopped: 0 });

    const list = (await get(server, merchant.token, '/api/admin/voucher/list?limit=50')).body.data;
    expect(list.data.every((v: { shop_id: number }) => v.shop_id === alpha)).toBe(true);

    const stopped = await post(server, merchant.token, '/api/admin/voucher/stop', { id: saved.body.data.id });
    expect(stopped.body.data.stopped).toBe(true);
    const logged = await server.app.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('admin_id', '=', merchant.id)
      .where('target_type', '=', 'voucher')
      .orderBy('id')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['voucher.save', 'voucher.stop']);
  });

  it('checks the ranges with localized messages', async () => {
    const operator = await createAdmin(server.app, { role: 'admin' });
    const now = nowSeconds();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'percent', value: 91, shop_id: alpha }, 'percent_range'],
      [{ kind: 'percent', value: 0, shop_id: alpha }, 'percent_range'],
      [{ kind: 'percent', value: 12.5, shop_id: alpha }, 'percent_range'],
      [{ value: '0', shop_id: alpha }, 'value_invalid'],
      [{ starts_at: now, ends_at: now, shop_id: alpha }, 'window_invalid'],
      [{ total: 0, shop_id: alpha }, 'total_min'],
      [{ per_user: 0, shop_id: alpha }, 'per_user_min'],
      [{ title: '  ', shop_id: alpha }, 'title_empty'],
      [{}, 'shop_needed'],
    ];
    const negative = await post(
      server,
      operator.token,
      '/api/admin/voucher/save',
      body({ min_spend: '-1', shop_id: alpha }),
    );
    expect(negative.body).toMatchObject({ code: 0, data: { field: 'min_spend' } });
    for (const [fields, reason] of cases) {
      const res = await post(server, operator.token, '/api/admin/voucher/save', body(fields));
      expect(res.body, reason).toMatchObject({ code: 0, data: { reason } });
    }
    const th = await server.request('/api/admin/voucher/save?lang=th', {
      method: 'POST',
      headers: { token: operator.token },
      json: body({ kind: 'percent', value: 95, shop_id: alpha }),
    });
    expect(th.body.msg).toBe('เปอร์เซ็นต์ส่วนลดต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 90');
  });

  it('never lowers total below what was collected', async () => {
    const operator = await createAdmin(server.app, { role: 'admin' });
    const saved = await post(server, operator.token, '/api/admin/voucher/save', body({ scope: 'platform', total: 5 }));
    const id = saved.body.data.id;
    for (const s of await Promise.all([
      createShopper(server.app),
      createShopper(server.app),
      createShopper(server.app),
    ])) {
      await collect(server, s.token, id);
    }
    const lower = await post(
      server,
      operator.token,
      '/api/admin/voucher/save',
      body({ id, scope: 'platform', total: 2 }),
    );
    expect(lower.body).toMatchObject({ code: 0, data: { reason: 'total_below_collected' } });
    expect(lower.body.msg).toContain('3');
    const ok = await post(server, operator.token, '/api/admin/voucher/save', body({ id, scope: 'platform', total: 3 }));
    expect(ok.body.data).toMatchObject({
      total: 3,
      remaining: 0,
      collected_count: 3,
      used_count: 0,
      discount_total: '0.00',
    });
  });
});
