import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('/ opens the home page with real products from the database', async ({ page }) => {
    const products = page.waitForResponse((r) => r.url().includes('/api/index/index') && r.status() === 200);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const body = await (await products).json();
    expect(body.code).toBe(1);
    const first = body.data.hot_products[0];
    expect(first.title).toBeTruthy();
    await expect(page.getByText(first.title).first()).toBeVisible();
    await expect(page).toHaveTitle('Home');
    await expect(page.locator('img[src*="/images/"]').first()).toBeVisible();
  });

  test('the Local_Lang cookie picks the language of titles and data', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'Local_Lang', value: 'zh-cn', url: baseURL! }]);
    await page.goto('/home');
    await expect(page).toHaveTitle('首页');
    await expect(page.getByText('热销商品')).toBeVisible();
  });

  test('a thin progress bar shows while the next page opens (spec §2)', async ({ page }) => {
    await page.goto('/home');
    const explore = page.locator('.adm-tab-bar-item', { hasText: 'Explore' });
    await expect(explore).toBeVisible();
    // The bar of the first page load has finished (else the next one reuses its element).
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: number };
      w.barSeen = 0;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.barSeen += 1;
      }).observe(document.body, { childList: true });
    });
    await explore.click();
    await expect(page).toHaveURL(/\/explore$/);
    expect(await page.evaluate(() => (window as unknown as { barSeen: number }).barSeen)).toBeGreaterThan(0);
    // …and is gone once the page is shown.
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('an unknown page says so and leads home', async ({ page }) => {
    await page.goto('/home/nothing-here');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
