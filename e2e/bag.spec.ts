import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';

// The bag as a new shopper sees it at 390×844: its count on the tab bar and on the product page,
// a delete button on each line, and a quantity above the stock that says so.
type Line = { product_id: number; sku_id?: number; title: string; stock: number };

/** Two in-stock products (the first SKU with stock when one has specs). */
async function twoLines(request: APIRequestContext): Promise<Line[]> {
  const page = await call<{ data: Array<{ id: number }> }>(request, 'index/product?limit=20');
  const lines: Line[] = [];
  for (const card of page.data) {
    if (lines.length === 2) break;
    const detail = await call<{ id: number; title: string; stock: number; skus: Array<{ id: number; stock: number }> }>(
      request,
      `product/detail?id=${card.id}`,
    );
    const sku = detail.skus.find((s) => s.stock > 1);
    if (detail.skus.length > 0 && !sku) continue;
    if (!sku && detail.stock < 2) continue;
    lines.push({ product_id: detail.id, sku_id: sku?.id, title: detail.title, stock: sku?.stock ?? detail.stock });
  }
  expect(lines).toHaveLength(2);
  return lines;
}

test.describe('bag', () => {
  test('counts on the tab bar and the product page, deletes with a button, says when a quantity is above the stock', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newShopper(request, 'bag');
    const lines = await twoLines(request);
    for (const l of lines) {
      await call(request, 'cart/add', {
        token,
        json: { product_id: l.product_id, quantity: 1, ...(l.sku_id ? { sku_id: l.sku_id } : {}) },
      });
    }
    const bagTab = page.locator('.adm-tab-bar-item', { hasText: 'Bag' });

    await openAs(page, baseURL!, token, '/home');
    await expect(bagTab.locator('.adm-badge')).toHaveText('2');
    await page.goto(`/detail/${lines[0]!.product_id}`);
    await page.getByRole('button', { name: 'Bag (2)' }).click();
    await expect(page).toHaveURL(/\/bag$/);

    // A quantity typed above the stock becomes the stock, and the shopper is told why.
    const first = lines[0]!;
    const row = page.locator('.bz-bag-item', { hasText: first.title });
    const quantity = row.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill(String(first.stock + 50));
    await quantity.press('Enter');
    await expect(page.getByText(`Only ${first.stock} left in stock, so the quantity is ${first.stock}`)).toBeVisible();
    await expect(quantity).toHaveValue(String(first.stock));

    // Delete without swiping: the button on the line, then the confirmation.
    await page.getByRole('button', { name: `Delete ${lines[1]!.title}` }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('.bz-bag-item', { hasText: lines[1]!.title })).toHaveCount(0);
    await expect(bagTab.locator('.adm-badge')).toHaveText('1');

    // The checkboxes take taps on a 44 px square.
    const check = await page.locator('.bz-bag-item__check').first().boundingBox();
    expect(Math.min(check!.width, check!.height)).toBeGreaterThanOrEqual(44);
  });
});
