import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken } from './helpers/operator';
import { paidOrder, plainProducts } from './helpers/orders';
import { uploadPng } from './helpers/png';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// The console for a desk as well as a phone: at 1280 × 800 a side navigation and tables
// (sort, filter, page, ship selected, shelve selected); at 390 × 844 the phone layout with its cards and
// the dashboard's menu, and nothing wider than the screen. Orders and products are set up through the API.

type Order = { id: number; order_sn: string; total: string };

/** Three paid orders of a fresh, funded shopper, and the shopper's token. */
async function threePaidOrders(request: APIRequestContext) {
  const admin = await adminToken(request);
  const shopper = await newShopper(request, 'desk');
  await fund(request, { token: shopper, admin, amount: '5000' });
  const [a, b] = await plainProducts(request);
  const orders: Order[] = [];
  for (const product of [a!, b ?? a!, a!]) orders.push(await paidOrder(request, shopper, product.id));
  return { shopper, orders };
}

/** Two fresh products on the shelf of the first open shop, named with `stamp`. */
async function twoProducts(request: APIRequestContext, stamp: number) {
  const admin = await adminToken(request);
  const shops = await call<{ data: { id: number }[] }>(request, 'admin/shop/list?status=normal&limit=1', {
    token: admin,
  });
  const categories = await call<{ data: { id: number }[] }>(request, 'admin/category/list', { token: admin });
  const image = await uploadPng(request, admin);
  const save = (title: string) =>
    call<{ id: number }>(request, 'admin/product/save', {
      token: admin,
      json: {
        shop_id: shops.data[0]!.id,
        category_id: categories.data[0]!.id,
        title,
        images: [image],
        price: '7',
        stock: 5,
      },
    });
  return [await save(`Desk lamp A ${stamp}`), await save(`Desk lamp B ${stamp}`)];
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test.describe('console at a desk (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an admin uses the side navigation, sorts and filters the orders and ships three at once', async ({
    page,
    request,
  }) => {
    const { shopper, orders } = await threePaidOrders(request);
    await signInToConsole(page, ADMIN.account, ADMIN.password);

    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('heading', { name: 'Money' })).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/console\/orders$/);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Orders' });
    const row = (order: Order) => table.getByRole('row').filter({ hasText: order.order_sn });
    // Paid orders, newest first: ours are on the first page.
    for (const order of orders) await expect(row(order)).toBeVisible();

    // Sorting is the server's: by total, then the other way round.
    const total = page.getByRole('columnheader', { name: /Total/ });
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    const shown = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
    const amounts = shown.map((s) => Number(s.replace(/[^0-9.]/g, '')));
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));

    // Filters: the keyword finds one order; a period that has not begun finds none.
    const keyword = page.getByRole('searchbox', { name: 'Order number' });
    await keyword.fill(orders[1]!.order_sn);
    await keyword.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(row(orders[1]!)).toBeVisible();
    await keyword.fill('');
    await keyword.press('Enter');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await page.getByLabel('From').fill(day);
    await expect(table.getByText('Nothing matches these filters')).toBeVisible();
    await page.getByLabel('From').fill('');
    await expect(row(orders[0]!)).toBeVisible();

    // The three ship together, one carrier and a tracking number each.
    for (const order of orders) await page.getByRole('checkbox', { name: `Select ${order.order_sn}` }).check();
    await expect(page.getByRole('region', { name: '3 selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Ship selected' }).click();
    await page.getByRole('textbox', { name: 'Carrier' }).fill('Kerry Express');
    for (const [i, order] of orders.entries()) {
      await page.getByRole('textbox', { name: `Tracking number for ${order.order_sn}` }).fill(`KE-DESK-${i}`);
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('3 orders shipped')).toBeVisible();
    for (const order of orders) await expect(row(order)).toHaveCount(0);
    for (const order of orders) {
      const detail = await call<{ status: string }>(request, `order/detail?id=${order.id}`, { token: shopper });
      expect(detail.status).toBe('delivered');
    }

    // A row opens its order's detail.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('delivered');
    await table.getByRole('link', { name: orders[0]!.order_sn }).click();
    await expect(page).toHaveURL(new RegExp(`/console/orders/${orders[0]!.id}$`));
    await expect(page.getByText('Kerry Express').first()).toBeVisible();
  });

  test('an admin takes products off the shelf and puts them back, together', async ({ page, request }) => {
    const stamp = Date.now();
    const products = await twoProducts(request, stamp);
    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/console\/products$/);
    const table = page.getByRole('table', { name: 'Products' });
    const search = page.getByRole('searchbox', { name: 'Product title or id' });
    await search.fill(`Desk lamp`);
    await search.press('Enter');
    const rows = table.locator('tbody tr').filter({ hasText: String(stamp) });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'On the shelf' })).toHaveCount(2);

    for (const p of products) {
      await page.getByRole('checkbox', { name: new RegExp(`^Select #${p.id} `) }).check();
    }
    await page.getByRole('button', { name: 'Take off the shelf' }).click();
    await expect(page.getByText('2 products updated')).toBeVisible();
    await expect(rows.filter({ hasText: 'Off the shelf' })).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('off');
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Put on the shelf' }).click();
    await expect(rows).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('on');
    await expect(rows.filter({ hasText: 'On the shelf' })).toHaveCount(2);
  });
});

test.describe('console on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin finds orders through the dashboard and filters them, with nothing wider than the screen', async ({
    page,
    request,
  }) => {
    const { orders } = await threePaidOrders(request);
    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/orders$/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator('article', { hasText: orders[2]!.order_sn })).toBeVisible();
    await page.getByRole('searchbox').fill(orders[0]!.order_sn);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article', { hasText: orders[0]!.order_sn })).toBeVisible();
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await expect(page.locator('article').first()).toBeVisible();
    await noSidewaysScroll(page);
  });
});
