import { expect, test } from '@playwright/test';
import { signInToConsole } from './helpers/console';
import { adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { searchedProduct } from './helpers/orders';

// A merchant at a desk (1280 × 800) makes a voucher for its own shop, finds it in the table, and stops it.
test.use({ viewport: { width: 1280, height: 800 } });

test('a merchant makes a shop voucher, sees it listed and stops it', async ({ page, request }) => {
  const product = await searchedProduct(request);
  const merchant = `e2e-voucher-${Date.now()}`;
  await createMerchant(request, await adminToken(request), merchant, product.shop_id);
  await signInToConsole(page, merchant, MERCHANT_PASSWORD);

  await page.getByRole('navigation').getByRole('link', { name: 'Vouchers' }).click();
  await expect(page).toHaveURL(/\/console\/vouchers$/);
  await page.getByRole('button', { name: 'New voucher' }).click();
  await expect(page).toHaveURL(/\/console\/vouchers\/new$/);
  // A merchant's voucher is its own shop's: the editor offers no scope and no shop.
  await expect(page.getByText('Voucher for')).toHaveCount(0);

  const title = `5 off 50 · ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Amount off' }).fill('5');
  await page.getByRole('textbox', { name: 'Minimum spend' }).fill('50');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Starts' }).fill(`${day(0)}T00:00`);
  await page.getByRole('textbox', { name: 'Ends' }).fill(`${day(30)}T23:59`);
  await page.getByRole('textbox', { name: 'How many to hand out' }).fill('100');
  await page.getByRole('button', { name: 'Save' }).click();

  // Back at the list: the new voucher leads the table, live, none collected yet.
  await expect(page).toHaveURL(/\/console\/vouchers$/);
  const table = page.getByRole('table', { name: 'Vouchers' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Shop voucher');
  await expect(row).toContainText('$5.00 off · Min. spend $50.00');
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('Live');

  // Stopped after the confirmation: the tag says so and the row offers no Stop any more.
  await row.getByRole('button', { name: 'Stop' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Stop “${title}”?`);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Voucher stopped')).toBeVisible();
  await expect(row).toContainText('Stopped');
  await expect(row.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  await page.screenshot({ path: 'test-results/console-vouchers-desk.png' });
});
