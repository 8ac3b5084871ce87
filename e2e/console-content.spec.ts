import { expect, test, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken } from './helpers/operator';
import { PNG } from './helpers/png';
import { setShopperCookie } from './helpers/shop-session';
import { DEMO_SHOPPER, signIn } from './helpers/shopper';

// The console's content editors: an admin creates a promo code and a banner (its picture uploaded
// in the console); a shopper then sees the banner on /home and has the code accepted at checkout.
const stamp = Date.now().toString(36).toUpperCase();
const CODE = `E2E${stamp}`;
const BANNER = `E2E banner ${stamp}`;

async function openEditor(page: Page, list: string, create: string) {
  await page.goto('/console/content');
  await page.getByText(list, { exact: true }).click();
  await page.getByRole('button', { name: create }).click();
  await expect(page).toHaveURL(/\/new$/);
}

test.describe('console content', () => {
  test('an admin’s new banner shows on /home and a new promo code is accepted at checkout', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInToConsole(page, ADMIN.account, ADMIN.password);

    // A promo code: 15 % off, valid at once.
    await openEditor(page, 'Promo codes', 'New promo code');
    await page.getByRole('textbox', { name: 'Code' }).fill(CODE.toLowerCase());
    await page.getByText('Percent off', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Percent (1–100)' }).fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/content\/promos$/);
    await expect(page.locator('article', { hasText: CODE })).toContainText('15%');

    // A refused save stays on the editor with the server's message.
    await openEditor(page, 'Promo codes', 'New promo code');
    await page.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await page.getByRole('textbox', { name: 'Amount off' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This promo code already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/new$/);

    // A banner, its picture uploaded here, first in the carousel.
    await openEditor(page, 'Banners', 'New banner');
    await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: /Remove picture/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(BANNER);
    await page.getByRole('textbox', { name: 'Link' }).fill('/shopStreet');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.locator('article', { hasText: BANNER })).toBeVisible();

    // The shopper's side.
    const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    const shop = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    const shopPage = await shop.newPage();
    await setShopperCookie(shop, baseURL!, token);
    await shopPage.goto(`${baseURL}/home`);
    await expect(shopPage.locator(`.bz-banner-carousel img[alt="${BANNER}"]`).first()).toBeAttached();

    const products = await call<{ data: Array<{ id: number }> }>(request, 'index/product?limit=20');
    let item: { product_id: number; quantity: number; sku_id?: number } | undefined;
    for (const p of products.data) {
      const detail = await call<{ stock: number; skus: Array<{ id: number; stock: number }> }>(
        request,
        `product/detail?id=${p.id}`,
      );
      const sku = detail.skus.find((s) => s.stock > 0);
      if (detail.skus.length ? sku : detail.stock > 0) {
        item = { product_id: p.id, quantity: 1, ...(sku ? { sku_id: sku.id } : {}) };
        break;
      }
    }
    expect(item).toBeDefined();
    await shopPage.goto(`${baseURL}/checkout?items=${encodeURIComponent(JSON.stringify([item]))}`);
    const promo = shopPage.locator('.bz-checkout__promo');
    await promo.getByRole('textbox').fill(CODE.toLowerCase());
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(promo.getByRole('status')).toHaveText('Promo code applied');
    await expect(shopPage.getByText('Discount')).toBeVisible();
    await shop.close();

    // Hidden in the console, the banner leaves the shop.
    const admin = await adminToken(request);
    const banners = await call<{ data: Array<{ id: number; title: string; image: string }> }>(
      request,
      `admin/banner/list?keyword=${encodeURIComponent(BANNER)}`,
      { token: admin },
    );
    expect(banners.data[0]!.image).toMatch(/^\/uploads\//);
    await page.locator('article', { hasText: BANNER }).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('switch', { name: 'Shown in the shop' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const home = await call<Array<{ title: string }>>(request, 'index/banner');
    expect(home.map((b) => b.title)).not.toContain(BANNER);
  });
});
