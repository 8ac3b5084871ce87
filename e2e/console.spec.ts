import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { paidOrder, plainProducts } from './helpers/orders';
import { newShopper } from './helpers/shopper';
import { fund, pendingRecharge } from './helpers/wallet';

// The operator console at /console: an admin passes a shopper's recharge and the balance
// changes; a merchant ships its own shop's order and never sees another shop's. Shoppers,
// orders and the merchant account are set up through the API; the operators act in the console.

const balance = async (request: APIRequestContext, token: string) =>
  (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;

/** A status tab of a queue (a record's status tag may carry the same word). */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('console', () => {
  test('an admin passes a recharge in the console and the shopper’s balance changes', async ({ page, request }) => {
    const shopper = await newShopper(request, 'console');
    const id = await pendingRecharge(request, shopper, '123.45');
    expect(await balance(request, shopper)).toBe('0.00');

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.getByTestId('pendingRecharges').click();
    await expect(page).toHaveURL(/\/console\/recharges$/);
    const card = page.locator('article', { hasText: `#${id} · $123.45` });
    await expect(card.getByRole('img', { name: 'Evidence' })).toBeVisible();
    await card.getByRole('button', { name: 'Pass' }).click();
    await page.getByPlaceholder('Remark (optional)').fill('Seen on the bank statement');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    expect(await balance(request, shopper)).toBe('123.45');
    await tab(page, 'Passed').click();
    await expect(page.locator('article', { hasText: `#${id} · $123.45` })).toContainText('Seen on the bank statement');
  });

  test('a merchant ships its own order and cannot see another shop’s', async ({ page, request }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request, 'console');
    await fund(request, { token: shopper, admin, amount: '5000' });
    // Two products of two different shops, without specs.
    const [mine, theirs] = await plainProducts(request);
    const own = await paidOrder(request, shopper, mine!.id);
    const other = await paidOrder(request, shopper, theirs!.id);
    await createMerchant(request, admin, 'e2e-merchant', mine!.shop_id);

    await signInToConsole(page, 'e2e-merchant', MERCHANT_PASSWORD);
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
