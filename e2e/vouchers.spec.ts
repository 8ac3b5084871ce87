import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { plainProduct } from './helpers/orders';
import { typeCode } from './helpers/pay-keypad';
import { openAs } from './helpers/shop-session';
import { newShopper, PAY_CODE } from './helpers/shopper';
import { fund } from './helpers/wallet';

// Vouchers as a shopper meets them on a phone (390 × 844): a shop's collected on a product page and the
// platform's on the home page, chosen for him at checkout as the best saving, spent by the order he pays (its
// detail shows the discount), and then listed as used.

test('vouchers collected on a product and on home are applied at checkout, spent by the paid order, and listed as used', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await plainProduct(request);
  const admin = await adminToken(request);
  const now = Math.floor(Date.now() / 1000);
  const title = `Shop voucher ${Date.now()}`;
  const terms = { min_spend: '0', starts_at: now - 60, ends_at: now + 86_400, total: 50, per_user: 1 };
  const voucher = await call<{ id: number }>(request, 'admin/voucher/save', {
    token: admin,
    json: { ...terms, scope: 'shop', shop_id: product.shop_id, title, kind: 'amount', value: '1.00' },
  });
  const platformTitle = `Platform voucher ${Date.now()}`;
  const platform = await call<{ id: number }>(request, 'admin/voucher/save', {
    token: admin,
    json: { ...terms, scope: 'platform', title: platformTitle, kind: 'amount', value: '0.50' },
  });
  const token = await newShopper(request, 'vouchers');
  await fund(request, { token, admin, amount: '500' });
  await call(request, 'user/address_add', {
    token,
    json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
  });

  await openAs(page, baseURL!, token, '/home');
  const platformTicket = page.locator('.bz-voucher-ticket', { hasText: platformTitle });
  await platformTicket.getByRole('button', { name: 'Collect' }).click();
  await expect(platformTicket.getByRole('button', { name: 'Collected' })).toBeDisabled();

  await page.goto(`/detail/${product.id}`);
  const ticket = page.locator('.bz-voucher-ticket', { hasText: title });
  await ticket.getByRole('button', { name: 'Collect' }).click();
  await expect(page.getByText('Voucher collected')).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Collected' })).toBeDisabled();

  await page.getByRole('button', { name: 'Buy now' }).first().click();
  await page.locator('.bz-sku-sheet').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  // The best saving is chosen for him: the shop's voucher on its goods.
  await expect(page.getByRole('button', { name: /Shop voucher\s*−\$1\.00/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Platform voucher\s*−\$0\.50/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You save $1.50' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/payment\?pay_sn=/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await typeCode(page, PAY_CODE);
  await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
  const orders = await call<{ data: { id: number; discount: string }[] }>(request, 'user/order_list?status=all', {
    token,
  });
  expect(orders.data[0]!.discount).toBe('1.50');
  await page.goto(`/orderInfo/${orders.data[0]!.id}`);
  await expect(page.getByText('−$1.50')).toBeVisible();

  await page.goto('/vouchers?status=used');
  await expect(page.locator('.bz-voucher-ticket', { hasText: title })).toContainText('Used');
  await page.screenshot({ path: 'test-results/vouchers-used.png' });
  for (const id of [voucher.id, platform.id]) await call(request, 'admin/voucher/stop', { token: admin, json: { id } });
});
