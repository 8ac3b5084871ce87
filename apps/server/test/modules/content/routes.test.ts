import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/lib/password';
import { nowSeconds } from '../../../src/lib/time';
import { reviewApplication } from '../../../src/modules/content/merchant';
import { createAdmin } from '../../helpers/admins';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { setSetting } from '../../helpers/wallet';

let server: TestServer;
let category: number;

beforeAll(async () => {
  server = await startServer();
  const now = nowSeconds();
  category = (await server.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
  const rows: {
    type: 'help' | 'law' | 'platform';
    lang: string;
    group_key: string;
    title: string;
    content: string;
    sort: number;
    status?: string;
  }[] = [
    {
      type: 'law',
      lang: 'en',
      group_key: 'terms',
      title: 'Terms',
      content: '<p onclick="x()">Be nice<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      sort: 1,
    },
    { type: 'law', lang: 'ja', group_key: 'terms', title: '利用規約', content: '<p>日本語</p>', sort: 1 },
    { type: 'law', lang: 'en', group_key: 'privacy', title: 'Privacy', content: '<p>Only English</p>', sort: 2 },
    { type: 'law', lang: 'en', group_key: 'hidden', title: 'Draft', content: '', sort: 3, status: 'hidden' },
    {
      type: 'platform',
      lang: 'en',
      group_key: 'merchant-entry',
      title: 'Open a shop',
      content: '<h2>Sell</h2>',
      sort: 1,
    },
  ];
  await server.app.db
    .insertInto('articles')
    .values(rows.map((r) => ({ status: 'normal', ...r, createtime: now, updatetime: now })))
    .execute();
});
afterAll(() => server.close());

describe('help_support, law, platform', () => {
  it('are public, sanitized, in the request language with English for what is untranslated', async () => {
    const en = await server.request('/api/user/law?lang=en');
    expect(en.body.data.map((a: { title: string }) => a.title)).toEqual(['Terms', 'Privacy']);
    const terms = en.body.data[0].content as string;
    expect(terms).toContain('Be nice');
    expect(terms).not.toMatch(/script|onclick|javascript/);
    const ja = await server.request('/api/user/law?lang=ja');
    expect(ja.body.data.map((a: { title: string }) => a.title)).toEqual(['利用規約', 'Privacy']);
    expect(ja.body.data[0]).toMatchObject({ key: 'terms', content: '<p>日本語</p>' });
  });

  it('lists each type on its own call', async () => {
    const platform = await server.request('/api/user/platform');
    expect(platform.body.data).toEqual([expect.objectContaining({ key: 'merchant-entry', title: 'Open a shop' })]);
    const help = await server.request('/api/user/help_support?lang=zh-cn');
    expect(help.body.data.map((a: { title: string }) => a.title)).toEqual(['常见问题']);
  });
});

describe('common/service', () => {
  it('has localized defaults, then follows the settings (empty hides a channel)', async () => {
    const defaults = await server.request('/api/common/service?lang=en');
    expect(defaults.body.data.map((c: { type: string }) => c.type)).toEqual(['email', 'phone', 'hours']);
    expect(defaults.body.data[0]).toMatchObject({ label: 'Email' });
    const zh = await server.request('/api/common/service?lang=zh-cn');
    expect(zh.body.data[0].label).toBe('电子邮箱');
    await setSetting(server.app, 'service_email', 'help@shop.test');
    await setSetting(server.app, 'service_phone', '');
    await setSetting(server.app, 'service_line', '@bazaar');
    const set = await server.request('/api/common/service?lang=en');
    expect(set.body.data).toEqual([
      { type: 'email', label: 'Email', value: 'help@shop.test' },
      { type: 'line', label: 'LINE', value: '@bazaar' },
      { type: 'hours', label: 'Service hours', value: 'Every day, 9:00–21:00' },
    ]);
  });
});

describe('merchant/apply and reviewApplication', () => {
  let s: TestShopper;
  const body = () => ({
    shop_name: 'Ann’s Shop',
    contact_name: 'Ann',
    mobile: '0812345678',
    email: 'Ann@Shop.test',
    category_id: category,
    description: 'Tea',
  });
  const apply = (fields: Record<string, unknown>, who = s) =>
    server.request('/api/merchant/apply', {
      method: 'POST',
      headers: { token: who.token },
      json: { ...body(), ...fields },
    });
  beforeAll(async () => {
    s = await createShopper(server.app);
  });

  it.each([
    [{ shop_name: ' ' }, 'Please fill in the shop name'],
    [{ contact_name: undefined }, 'Please fill in the contact name'],
    [{ mobile: '' }, 'Please enter your mobile phone number'],
    [{ mobile: 'abc' }, 'Please fill correct mobile phone number'],
    [{ email: 'nope' }, 'Please fill correct email'],
    [{ category_id: 999_999 }, 'Please choose a category'],
    [{ category_id: undefined }, 'Please choose a category'],
    [{ description: '' }, 'Please describe what you will sell'],
  ])('refuses %j with "%s"', async (fields, msg) => {
    expect((await apply(fields)).body).toMatchObject({ code: 0, msg });
  });

  it('needs a token', async () => {
    expect((await server.request('/api/merchant/apply', { json: body() })).status).toBe(401);
  });

  it('keeps one pending application per shopper', async () => {
    const first = await apply({});
    expect(first.body).toMatchObject({
      code: 1,
      data: { status: 'auditing', email: 'ann@shop.test', category_id: category },
    });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await apply({ shop_name: 'Second' })).body).toMatchObject({
      code: 0,
      msg: 'You already have an application under review',
    });
    const mine = await server.request('/api/merchant/my_applications', { headers: { token: s.token } });
    expect(mine.body.data).toHaveLength(1);
  });

  it('approval creates the shop and a merchant operator with a one-time password, once', async () => {
    const admin = await createAdmin(server.app);
    const identity = { id: admin.id, username: admin.username, role: 'admin' as const, shopId: null };
    const [pending] = (await server.request('/api/merchant/my_applications', { headers: { token: s.token } })).body
      .data;
    const outcome = await server.app.db
      .transaction()
      .execute((trx) => reviewApplication(trx, pending.id, 'passed', 'Welcome', identity));
    expect(outcome.application).toMatchObject({ status: 'passed', remark: 'Welcome' });
    const shop = await server.app.db
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', outcome.shop!.id)
      .executeTakeFirstOrThrow();
    expect(shop.name).toBe('Ann’s Shop');
    const operator = await server.app.db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', outcome.shop!.username)
      .executeTakeFirstOrThrow();
    expect(operator).toMatchObject({ role: 'merchant', shop_id: shop.id });
    expect(await verifyPassword(outcome.shop!.password, operator.password_hash)).toBe(true);
    const login = await server.request('/api/admin/login', {
      json: { account: outcome.shop!.username, password: outcome.shop!.password },
    });
    expect(login.body.code).toBe(1);

    await expect(
      server.app.db.transaction().execute((trx) => reviewApplication(trx, pending.id, 'refused', '', identity)),
    ).rejects.toMatchObject({ msgKey: 'audit.already_done' });
    const log = await server.app.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_type', '=', 'merchant_application')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['merchant.passed']);
    // Reviewed: a new application may follow.
    expect((await apply({ shop_name: 'Another' })).body.code).toBe(1);
  });

  it('a merchant operator cannot review', async () => {
    const merchant = await createAdmin(server.app, {
      role: 'merchant',
      shopId: (await server.app.db.selectFrom('shops').select('id').executeTakeFirstOrThrow()).id,
    });
    const [pending] = (await server.request('/api/merchant/my_applications', { headers: { token: s.token } })).body
      .data;
    await expect(
      server.app.db.transaction().execute((trx) =>
        reviewApplication(trx, pending.id, 'refused', '', {
          id: merchant.id,
          username: merchant.username,
          role: 'merchant',
          shopId: 1,
        }),
      ),
    ).rejects.toMatchObject({ msgKey: 'common.no_permission' });
  });
});
