import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, call, pendingRecharge, PAY_CODE } from './helpers/api';
import { signInToConsole } from './helpers/console';

// The operator console at /console: an admin passes a shopper's recharge and the balance
// changes; a merchant ships its own shop's order and never sees another shop's. Shoppers,
// orders and the merchant account are set up through the API; the operators act in the console.

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

const balance = async (request: APIRequestContext, token: string) =>
  (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;

/** A status tab of a queue (a record's status tag may carry the same word). */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('console', () => {
  test('an admin passes a recharge in the console and the shopper’s balance changes', async ({ page, request }) => {
    const shopper = await newShopper(request);
    const id = await pendingRecharge(request, shopper, '123.45');
    expect(await balance(request, shopper)).toBe('0.00');

    await signInToConsole(page, 'admin', 'admin123');
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

    await signInToConsole(page, 'e2e-merchant', 'merchant123');
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
