import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The operator console at /console: an admin passes a shopper's recharge and the balance
// changes; a merchant ships its own shop's order and never sees another shop's. Shoppers,
// orders and the merchant account are set up through the API; the operators act in the console.
const PAY_CODE = '123456';
// A real 1×1 PNG: common/upload checks the content and re-encodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(
  request: APIRequestContext,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<T> {
  const headers = {
    ...(options.token ? { token: options.token } : {}),
    'Idempotency-Key': `${Date.now()}-${Math.random()}`,
  };
  const res =
    options.json === undefined
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { headers, data: options.json });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

const adminToken = async (request: APIRequestContext) =>
  (
    await call<{ admininfo: { token: string } }>(request, 'admin/login', {
      json: { account: 'admin', password: 'admin123' },
    })
  ).admininfo.token;

async function newShopper(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const data = await call<{ userinfo: { token: string } }>(request, 'user/register', {
    json: {
      family_name: 'Console',
      given_name: 'Shopper',
      email: `console-${stamp}@example.com`,
      mobile: `08${stamp.slice(-8)}`,
      password: 'secret1',
      repassword: 'secret1',
      real_name: 'Console Shopper',
    },
  });
  const token = data.userinfo.token;
  await call(request, 'user/resetPay', { token, json: { paypwd: PAY_CODE } });
  return token;
}

/** A manual recharge with an evidence picture, waiting for the operator; returns its id. */
async function pendingRecharge(request: APIRequestContext, token: string, amount: string): Promise<number> {
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { url } = ((await upload.json()) as Envelope<{ url: string }>).data;
  const recharge = await call<{ id: number }>(request, 'user/recharge', {
    token,
    json: { type: 'manual', amount, address: 'Card 6222', image: url },
  });
  return recharge.id;
}

const balance = async (request: APIRequestContext, token: string) =>
  (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;

/** A status tab of a queue (a record's status tag may carry the same word). */
const tab = (page: Page, name: string) => page.locator('.adm-capsule-tabs-tab', { hasText: name });

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Paid orders today')).toBeVisible();
}

test.describe('console', () => {
  test('an admin passes a recharge in the console and the shopper’s balance changes', async ({ page, request }) => {
    const shopper = await newShopper(request);
    const id = await pendingRecharge(request, shopper, '123.45');
    expect(await balance(request, shopper)).toBe('0.00');

    await signIn(page, 'admin', 'admin123');
    await page.getByTestId('pendingRecharges').click();
    await expect(page).toHaveURL(/\/console\/recharges$/);
    const card = page.locator('article', { hasText: `#${id} · 123.45` });
    await expect(card.getByRole('img', { name: 'Evidence' })).toBeVisible();
    await card.getByRole('button', { name: 'Pass' }).click();
    await page.getByPlaceholder('Remark (optional)').fill('Seen on the bank statement');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    expect(await balance(request, shopper)).toBe('123.45');
    await tab(page, 'Passed').click();
    await expect(page.locator('article', { hasText: `#${id} · 123.45` })).toContainText('Seen on the bank statement');
  });

  test('a merchant ships its own order and cannot see another shop’s', async ({ page, request }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request);
    await call(request, 'admin/recharge/audit', {
      token: admin,
      json: { id: await pendingRecharge(request, shopper, '5000'), status: 'passed' },
    });
    // Two products of two different shops, without specs.
    const products = await call<{ data: Array<{ id: number; shop_id: number }> }>(request, 'index/product?limit=50');
    const picks: Array<{ id: number; shop_id: number }> = [];
    for (const p of products.data) {
      if (picks.some((q) => q.shop_id === p.shop_id)) continue;
      const detail = await call<{ skus: unknown[]; stock: number }>(request, `product/detail?id=${p.id}`);
      if (detail.skus.length === 0 && detail.stock > 2) picks.push(p);
      if (picks.length === 2) break;
    }
    const [mine, theirs] = picks;
    const address = await call<{ id: number }>(request, 'user/address_add', {
      token: shopper,
      json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
    });
    const order = async (productId: number) => {
      const created = await call<{ order_ids: number[] }>(request, 'order/create', {
        token: shopper,
        json: { items: [{ product_id: productId, quantity: 1 }], address_id: address.id },
      });
      const id = created.order_ids[0]!;
      await call(request, 'order/pay', { token: shopper, json: { order_id: id, paypwd: PAY_CODE } });
      return call<{ id: number; order_sn: string; status: string }>(request, `order/detail?id=${id}`, {
        token: shopper,
      });
    };
    const own = await order(mine!.id);
    const other = await order(theirs!.id);
    await call(request, 'admin/operator/create', {
      token: admin,
      json: { username: 'e2e-merchant', password: 'merchant123', role: 'merchant', shop_id: mine!.shop_id },
    });

    await signIn(page, 'e2e-merchant', 'merchant123');
    // A merchant has no wallet queues, and their screens send it back to the dashboard.
    await expect(page.getByTestId('pendingRecharges')).toHaveCount(0);
    await page.goto('/console/recharges');
    await expect(page).toHaveURL(/\/console\/?$/);

    await page.getByTestId('ordersToShip').click();
    const card = page.locator('article', { hasText: own.order_sn });
    await expect(card).toBeVisible();
    await expect(page.locator('article', { hasText: other.order_sn })).toHaveCount(0);
    await tab(page, 'All').click();
    await expect(page.locator('article', { hasText: own.order_sn })).toBeVisible();
    await expect(page.locator('article', { hasText: other.order_sn })).toHaveCount(0);

    await tab(page, 'To ship').click();
    await card.getByRole('button', { name: 'Ship' }).click();
    await page.getByRole('textbox', { name: 'Carrier' }).fill('Kerry Express');
    await page.getByRole('textbox', { name: 'Tracking number' }).fill('KE123456789TH');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    const shipped = await call<{ status: string; express: { company: string; number: string } | null }>(
      request,
      `order/detail?id=${own.id}`,
      { token: shopper },
    );
    expect(shipped).toMatchObject({
      status: 'delivered',
      express: { company: 'Kerry Express', number: 'KE123456789TH' },
    });
    const untouched = await call<{ status: string }>(request, `order/detail?id=${other.id}`, { token: shopper });
    expect(untouched.status).toBe('waiting_deliver');
  });
});
