import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signUp } from './helpers/shopper';

type Detail = {
  id: number;
  title: string;
  stock: number;
  skus: Array<{ id: number; stock: number; spec: Record<string, string> }>;
};

/** A product of the demo catalog with specs, and one of its SKUs with stock to spare. */
async function productWithSku(request: APIRequestContext): Promise<{ detail: Detail; sku: Detail['skus'][number] }> {
  for (let id = 1; id < 40; id++) {
    const body = await (await request.get(`/api/product/detail?id=${id}`)).json();
    const sku = (body.data?.skus as Detail['skus'] | undefined)?.find((s) => s.stock > 3);
    if (body.code === 1 && sku) return { detail: body.data as Detail, sku };
  }
  throw new Error('the demo catalog has no product with specs among the first ones');
}

/** The bag's lines on the server. */
async function bagLines(request: APIRequestContext, token: string) {
  const bag = await call<{
    shops: Array<{ items: Array<{ product_id: number; sku_id: number | null; quantity: number }> }>;
  }>(request, 'cart/list', { token });
  return bag.shops.flatMap((s) => s.items);
}

/** On the product page, as a guest: the SKU's values and a quantity of 2, then `action` in the sheet. */
async function chooseAsGuest(page: Page, sku: Detail['skus'][number], action: 'Add to bag' | 'Buy now') {
  await page.getByRole('button', { name: action }).first().click();
  const sheet = page.locator('.bz-sku-sheet');
  for (const value of Object.values(sku.spec)) await sheet.getByText(value, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Increase' }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?path=/);
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Account' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('guest', () => {
  test('a category and "Hot products → More" open the public search listing', async ({ page, request }) => {
    const home = await call<{ categories: Array<{ id: number; name: string }> }>(request, 'index/index');
    const category = home.categories[0]!;
    await page.goto('/home');
    await page.locator('.bz-category-grid').getByRole('button', { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?category_id=${category.id}$`));
    // Home stays mounted (kept alive) under the listing: its own cards are hidden.
    await expect(page.locator('.bz-catalog .bz-product-card').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.locator('.bz-section-header', { hasText: 'Hot products' }).getByRole('button', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/search\?sort=sales$/);
    await expect(page.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.bz-catalog .bz-product-card').first()).toBeVisible();
  });

  test('the sign-in page says what signing in gives on the page that asked for it', async ({ page }) => {
    await page.goto('/bag');
    await expect(page).toHaveURL(/\/login\?path=%2Fbag$/);
    await expect(page.getByText('Sign in to keep your bag on every device.')).toBeVisible();
    await page.goto('/myPurchases');
    await expect(page.getByText('Sign in to follow your orders, deliveries and refunds.')).toBeVisible();
  });

  test('"Add to bag" survives signing in: the chosen SKU and quantity are added, once', async ({ page, request }) => {
    const { detail, sku } = await productWithSku(request);
    const shopper = await signUp(request, 'guest-bag');
    await page.goto(`/detail/${detail.id}`);
    await chooseAsGuest(page, sku, 'Add to bag');
    await expect(page.getByText('Sign in to add your choice to your bag.')).toBeVisible();
    // The choice is kept across a reload of the sign-in page.
    await page.reload();
    await signInOnPage(page, shopper.email, shopper.password);
    await expect(page.getByText('Signed in. Added to your bag.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
    await expect
      .poll(() => bagLines(request, shopper.token))
      .toEqual([expect.objectContaining({ product_id: detail.id, sku_id: sku.id, quantity: 2 })]);

    // Used once: signed out (the token cookie gone) and in again from the same page, nothing more is added.
    await page.context().clearCookies();
    await page.goto(`/login?path=%2Fdetail%2F${detail.id}`);
    await signInOnPage(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
    expect(await bagLines(request, shopper.token)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  test('"Buy now" survives creating an account: checkout opens with the chosen SKU and quantity', async ({
    page,
    request,
  }) => {
    const { detail, sku } = await productWithSku(request);
    await page.goto(`/detail/${detail.id}`);
    await chooseAsGuest(page, sku, 'Buy now');
    await page.getByRole('link', { name: 'Create an account' }).click();
    const stamp = `${Date.now()}`;
    await page.getByRole('textbox', { name: 'Family name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Given name' }).fill('Ann');
    await page.getByRole('textbox', { name: 'Email' }).fill(`guest-buy-${stamp}@example.com`);
    await page.getByRole('textbox', { name: 'Mobile' }).fill(`08${stamp.slice(-8)}`);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret1');
    await page.getByRole('textbox', { name: 'Real name' }).fill('Ann Lee');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Signed in. Your choice is ready to check out.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?items=/);
    const items = JSON.parse(new URL(page.url()).searchParams.get('items')!);
    expect(items).toEqual([{ product_id: detail.id, sku_id: sku.id, quantity: 2 }]);
    await expect(page.getByText(detail.title)).toBeVisible();
    // Back leads to the product, not to the sign-up form.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/detail/${detail.id}$`));
  });
});
