import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken, MERCHANT_PASSWORD } from './helpers/operator';
import { paidOrder, plainProducts } from './helpers/orders';
import { setShopperCookie } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// The console's operations side: an admin creates a merchant operator in the console, who signs
// in and sees its own shop's settlement only; an admin adds a tracking line to a shipped order
// and the shopper sees it on the order's logistics. Shoppers and orders are set up through the API.

/** Ships, confirms and completes an order (completion through a review of its one item). */
async function completedOrder(request: APIRequestContext, admin: string, token: string, productId: number) {
  const order = await paidOrder(request, token, productId);
  await call(request, 'admin/order/ship', { token: admin, json: { id: order.id, company: 'Kerry', number: 'KE1' } });
  await call(request, 'order/confirm', { token, json: { id: order.id } });
  await call(request, 'order/comment', {
    token,
    json: {
      order_id: order.id,
      product_id: productId,
      product_score: 5,
      service_score: 5,
      postage_score: 5,
      content: 'Arrived well packed',
      images: [],
    },
  });
  const detail = await call<{ status: string }>(request, `order/detail?id=${order.id}`, { token });
  expect(detail.status).toBe('completed');
  return order;
}

test.describe('console operations', () => {
  test('an admin creates a merchant operator, who sees only its own shop’s settlement', async ({ page, request }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request, 'ops');
    await fund(request, { token: shopper, admin, amount: '5000' });
    const [mine, theirs] = await plainProducts(request);
    const own = await completedOrder(request, admin, shopper, mine!.id);
    const other = await completedOrder(request, admin, shopper, theirs!.id);
    const shops = await call<{ data: Array<{ id: number; name: string }> }>(request, 'shop/list?limit=50');
    const shopName = shops.data.find((s) => s.id === mine!.shop_id)!.name;
    const username = `ops-merchant-${Date.now()}`;

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.getByRole('button', { name: 'Operators' }).click();
    await expect(page).toHaveURL(/\/console\/operators$/);
    await page.getByRole('button', { name: 'Create operator' }).click();
    await page.getByRole('textbox', { name: 'Account' }).fill(username);
    await page.getByRole('textbox', { name: 'Password' }).fill(MERCHANT_PASSWORD);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('merchant');
    await page.getByRole('combobox', { name: 'Shop' }).selectOption({ label: shopName });
    await page.getByRole('button', { name: 'Create operator' }).click();
    await expect(page).toHaveURL(/\/console\/operators$/);
    await expect(page.locator('article', { hasText: username })).toContainText(shopName);

    // The admin's settlement has both shops' orders.
    await page.goto('/console/settlement');
    await expect(page.locator('article', { hasText: own.order_sn })).toBeVisible();
    await expect(page.locator('article', { hasText: other.order_sn })).toBeVisible();

    // Sign out, then in as the new merchant.
    await page.goto('/console/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await signInToConsole(page, username, MERCHANT_PASSWORD);
    const answer = page.waitForResponse((r) => r.url().includes('/api/admin/settlement'));
    await page.getByRole('button', { name: 'Settlement' }).click();
    const settlement = ((await (await answer).json()) as { data: { gross: string; shops: Array<{ shop_id: number }> } })
      .data;
    await expect(page).toHaveURL(/\/console\/settlement$/);
    await expect(page.locator('article', { hasText: own.order_sn })).toBeVisible();
    await expect(page.locator('article', { hasText: other.order_sn })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveCount(0);
    // The figures are this shop's only (other journeys may have settled more of its orders this month).
    expect(settlement.shops.map((s) => s.shop_id)).toEqual([mine!.shop_id]);
    expect(Number(settlement.gross)).toBeGreaterThanOrEqual(Number(own.total));
    await expect(page.getByTestId('settlement-figures')).toContainText(settlement.gross);
    // Operators are the admin's: the merchant is sent back to the dashboard.
    await page.goto('/console/operators');
    await expect(page).toHaveURL(/\/console\/?$/);
  });

  test('an admin adds a tracking line and the shopper sees it on the order’s logistics', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request, 'ops');
    await fund(request, { token: shopper, admin, amount: '5000' });
    const [product] = await plainProducts(request);
    const order = await paidOrder(request, shopper, product!.id);
    await call(request, 'admin/order/ship', {
      token: admin,
      json: { id: order.id, company: 'Kerry', number: 'KE777' },
    });
    const line = `Arrived at the Bangkok hub ${Date.now()}`;

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/orders');
    await page.getByRole('tab', { name: 'Shipped', exact: true }).click();
    await page.locator('article', { hasText: order.order_sn }).getByRole('button', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/console/orders/${order.id}$`));
    await expect(page.getByText('KE777').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add tracking line' }).click();
    await page.getByPlaceholder('e.g. Arrived at the Bangkok hub').fill(line);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    // The newest line heads the tracking card and opens the timeline.
    await expect(page.getByText(line).first()).toBeVisible();

    // The shopper's order page shows the line in its logistics.
    await setShopperCookie(page.context(), baseURL!, shopper);
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('region', { name: 'Logistics' })).toContainText(line);
  });
});
