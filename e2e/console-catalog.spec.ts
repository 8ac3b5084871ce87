import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { PNG, uploadPng } from './helpers/png';

// The console's catalog editors: an admin creates a product with two SKUs (and a picture)
// in the console and a shopper finds it in the shop; a merchant never sees another shop's
// products. Shops and the merchant account come from the API; operators act in the console.

type Shop = { id: number; name: string };

/** Two shops of the demo catalog: the product's, and another one for the merchant. */
async function twoShops(request: APIRequestContext, token: string): Promise<[Shop, Shop]> {
  const shops = await call<{ data: Shop[] }>(request, 'admin/shop/list?status=normal&limit=2', { token });
  return [shops.data[0]!, shops.data[1]!];
}

test.describe('console catalog', () => {
  test('an admin creates a product with two SKUs and a shopper finds it in the shop', async ({ page, request }) => {
    const [shop] = await twoShops(request, await adminToken(request));
    const title = `Moonbeam lamp ${Date.now()}`;

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/console\/products$/);
    await page.getByRole('button', { name: 'New product' }).click();
    await expect(page).toHaveURL(/\/console\/products\/new$/);

    await page.getByRole('combobox', { name: 'Shop' }).selectOption({ label: shop.name });
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.locator('.bz-image-uploader input[type=file]').setInputFiles({
      name: 'lamp.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: /Picture 1/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add spec' }).click();
    await page.getByRole('textbox', { name: 'Spec name, e.g. Color' }).fill('Color');
    const newValue = page.getByRole('textbox', { name: 'Color New value, e.g. Red' });
    for (const value of ['Red', 'Blue']) {
      await newValue.fill(value);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('textbox', { name: 'Red Price' }).fill('12.50');
    await page.getByRole('textbox', { name: 'Red Stock' }).fill('3');
    await page.getByRole('textbox', { name: 'Blue Price' }).fill('14');
    await page.getByRole('textbox', { name: 'Blue Stock' }).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/console\/products$/);
    const card = page.locator('article', { hasText: title });
    await expect(card).toContainText('12.50');
    await expect(card).toContainText(shop.name);
    await expect(card).toContainText('On the shelf');

    // The shopper searches the shop for it and opens it: two SKUs at their prices.
    await page.goto('/search');
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill('Moonbeam');
    await input.press('Enter');
    await page.locator('.bz-product-card', { hasText: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = await call<{ shop: Shop; skus: { spec: Record<string, string>; price: string; stock: number }[] }>(
      request,
      `product/detail?id=${id}`,
    );
    expect(detail.shop.id).toBe(shop.id);
    expect(detail.skus).toEqual([
      expect.objectContaining({ spec: { Color: 'Red' }, price: '12.50', stock: 3 }),
      expect.objectContaining({ spec: { Color: 'Blue' }, price: '14.00', stock: 5 }),
    ]);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    const sheet = page.locator('.bz-sku-sheet');
    await expect(sheet.getByRole('button', { name: 'Red' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Blue' })).toBeVisible();
  });

  test('a merchant sees its own shop’s products and not another shop’s', async ({ page, request }) => {
    const admin = await adminToken(request);
    const [theirs, mine] = await twoShops(request, admin);
    const categories = await call<{ data: { id: number }[] }>(request, 'admin/category/list', { token: admin });
    const url = await uploadPng(request, admin);
    const product = async (shopId: number, title: string) =>
      call<{ id: number }>(request, 'admin/product/save', {
        token: admin,
        json: { shop_id: shopId, category_id: categories.data[0]!.id, title, images: [url], price: '5', stock: 2 },
      });
    const stamp = Date.now();
    const other = await product(theirs.id, `Theirs lantern ${stamp}`);
    await product(mine.id, `Mine lantern ${stamp}`);
    const username = `e2e-catalog-${stamp}`;
    await createMerchant(request, admin, username, mine.id);

    await signInToConsole(page, username, MERCHANT_PASSWORD);
    await expect(page.getByRole('button', { name: 'Categories' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveCount(0);
    await expect(page.locator('article', { hasText: `Mine lantern ${stamp}` })).toBeVisible();
    await expect(page.locator('article', { hasText: `Theirs lantern ${stamp}` })).toHaveCount(0);
    await expect(page.locator('article').filter({ hasNotText: mine.name })).toHaveCount(0);

    // Another shop's product by its address: the server refuses and no editor opens.
    await page.goto(`/console/products/${other.id}`);
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    // Categories are the admin's: the route sends a merchant back.
    await page.goto('/console/categories');
    await expect(page).toHaveURL(/\/console\/?$/);
  });
});
