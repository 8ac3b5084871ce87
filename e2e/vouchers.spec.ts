import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { plainProduct } from './helpers/orders';
import { typeCode } from './helpers/pay-keypad';
import { openAs } from './helpers/shop-session';
import { newShopper, PAY_CODE } from './helpers/shopper';
import { fund } from './helpers/wallet';

// Vouchers as a shopper meets them on a phone (390 × 844): collected on a product page, chosen for him at
// checkout as the best saving, spent by the order he pays, and then listed as used.

test('a voucher collected on a product is applied at checkout, spent by the paid order, and listed as used', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await plainProduct(request);
  const admin = await adminToken(request);
  const now = Math.floor(Date.now() / 1000);
  const title = `Shop voucher ${Date.now()}`;
  const voucher = await call<{ id: number }>(request, 'admin/voucher/save', {
    token: admin,
    json: {
      scope: 'shop',
      shop_id: product.shop_id,
      title,
      kind: 'amount',
      value: '1.00',
      min_spend: '0',
      starts_at: now - 60,
      ends_at: now + 86_400,
      total: 50,
      per_user: 1,
    },
  });
  const token = await newShopper(request, 'vouchers');
  await fund(request, { token, admin, amount: '500' });
  await call(request, 'user/address_add', {
    token,
    json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
  });

  await openAs(page, baseURL!, token, `/detail/${product.id}`);
  const ticket = page.locator('.bz-voucher-ticket', { hasText: title });
  await ticket.getByRole('button', { name: 'Collect' }).click();
  await expect(page.getByText('Voucher collected')).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Collected' })).toBeDisabled();

  await page.getByRole('button', { name: 'Buy now' }).first().click();
  await page.locator('.bz-sku-sheet').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  // The best saving is chosen for him: the shop's voucher on its goods.
  await expect(page.getByRole('button', { name: /Shop voucher\s*−\$1\.00/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You save $1.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/payment\?pay_sn=/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await typeCode(page, PAY_CODE);
  await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
  const orders = await call<{ data: { id: number; discount: string }[] }>(request, 'user/order_list?status=all', {
    token,
  });
  expect(orders.data[0]!.discount).toBe('1.00');

  await page.goto('/vouchers?status=used');
  await expect(page.locator('.bz-voucher-ticket', { hasText: title })).toContainText('Used');
  await page.screenshot({ path: 'test-results/vouchers-used.png' });
  await call(request, 'admin/voucher/stop', { token: admin, json: { id: voucher.id } });
});
