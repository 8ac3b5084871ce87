import { expect, test, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';

// Lists tell their true state, keep their place and fetch no more than they need, and each menu entry
// opens its own tab.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the end until at least `count` product cards are on the page (pages load on the way). */
async function loadProducts(page: Page, count: number) {
  const cards = page.locator('.bz-product-card');
  await expect(cards.first()).toBeVisible();
  while ((await cards.count()) < count) {
    const before = await cards.count();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
}

test.describe('shop lists', () => {
  test('Me → Followed shops opens the followed-shops tab', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'lists');
    const shops = await call<{ data: Array<{ id: number; name: string }> }>(request, 'shop/list?limit=1');
    await call(request, 'shop/follow', { token, json: { id: shops.data[0]!.id } });
    await openAs(page, baseURL!, token, '/filter');
    await page.getByText('Followed shops').click();
    await expect(page).toHaveURL(/\/heart\?tab=shops$/);
    await expect(page.locator('.adm-tabs-tab-active')).toHaveText('Followed shops');
    await expect(page.getByRole('button', { name: shops.data[0]!.name })).toBeVisible();
  });

  test('a list that cannot load says so with a retry instead of looking empty', async ({ page, request, baseURL }) => {
    await page.route('**/api/shop/list**', (route) => route.abort('internetdisconnected'));
    // Signed in: a visitor's /shopStreet carries its first page in the HTML (the server's first data).
    await openAs(page, baseURL!, await newShopper(request, 'lists'), '/shopStreet');
    await expect(page.getByText('Could not load. Check your connection and try again.')).toBeVisible();
    await expect(page.getByText('No shops found.')).toHaveCount(0);
    await page.unroute('**/api/shop/list**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.bz-shop-card').first()).toBeVisible();
    await expect(page.getByText('Could not load. Check your connection and try again.')).toHaveCount(0);
  });

  test('All Products comes back to its place after a product, every time', async ({ page, request, baseURL }) => {
    await openAs(page, baseURL!, await newShopper(request, 'lists'), '/products');
    // Sorted by sales: the sort lives in the page, not the address, so a list that is mounted
    // afresh on the way back is the default list again with its one cached page, and the
    // shopper lands near its top (without keeping the page alive: 10,280 → 769 px).
    const sales = page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'Sales' });
    await sales.click();
    await expect(sales).toHaveAttribute('aria-pressed', 'true');
    // Deep in the list, as in the report (10,636 px): many pages loaded on the way.
    await loadProducts(page, 80);
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight - 1200, behavior: 'instant' }));
      await page.waitForTimeout(300);
      const placeY = await scrollY(page);
      expect(placeY).toBeGreaterThan(8000);
      // A card in the middle of the screen.
      await page.mouse.click(120, 420);
      await expect(page).toHaveURL(/\/detail\/\d+/);
      await page.goBack();
      await expect(page).toHaveURL(/\/products$/);
      await expect.poll(async () => Math.abs((await scrollY(page)) - placeY)).toBeLessThanOrEqual(2);
      await expect(sales).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test('pull-to-refresh fetches the first page only', async ({ page, request, baseURL }) => {
    await openAs(page, baseURL!, await newShopper(request, 'lists'), '/products');
    await loadProducts(page, 30);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(500);
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/index/product')) pages.push(new URL(r.url()).searchParams.get('page') ?? '1');
    });
    // Pull the list down past the refresh threshold with a finger, and let go.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
    await touch('touchStart', 300);
    for (let y = 310; y <= 560; y += 10) await touch('touchMove', y);
    await touch('touchEnd', 560);
    await expect.poll(() => pages.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(pages).toEqual(['1']);
    await expect(page.locator('.bz-product-card')).toHaveCount(10);
  });
});
