import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { plainProducts } from './helpers/orders';
import { typeCode } from './helpers/pay-keypad';
import { openAs } from './helpers/shop-session';
import { newShopper, PAY_CODE } from './helpers/shopper';
import { fund } from './helpers/wallet';

// A flash sale as shoppers meet it on a phone (390 × 844): the home strip counting down, a shopper buying the
// units offered at the flash price, and the next shopper finding them sold out. The session is the journey's own
// and short: sessions may not overlap, and the product stays sold out at the flash price until the end.

type Detail = { id: number; title: string; price: string; skus: unknown[]; stock: number };

/**
 * A product without specs and with stock that the other journeys do not take: they take products from the start
 * of the list, so it is the last such one of its first 50.
 */
async function flashProduct(request: APIRequestContext): Promise<Detail> {
  const taken = new Set((await plainProducts(request)).map((p) => p.id));
  const list = await call<{ data: { id: number }[] }>(request, 'index/product?limit=50');
  for (const p of [...list.data].reverse()) {
    if (taken.has(p.id)) continue;
    const detail = await call<Detail>(request, `product/detail?id=${p.id}`);
    if (detail.skus.length === 0 && detail.stock > 5) return detail;
  }
  throw new Error('no product without specs to put on flash sale');
}

const cents = (money: string) => Math.round(Number(money) * 100);
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;

test('the home strip counts down, a shopper buys the units at the flash price, the next one finds them sold out', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminToken(request);
  const product = await flashProduct(request);
  const flashPrice = ((cents(product.price) * 0.8) / 100).toFixed(2);
  // Items are added before the start; a few seconds are enough to set the journey up.
  const startsAt = Math.floor(Date.now() / 1000) + 8;
  const session = await call<{ id: number }>(request, 'admin/flash/session/save', {
    token: admin,
    json: { title: `Journey flash deals ${Date.now()}`, starts_at: startsAt, ends_at: startsAt + 180 },
  });
  await call(request, 'admin/flash/item/save', {
    token: admin,
    json: {
      session_id: session.id,
      product_id: product.id,
      sku_id: null,
      flash_price: flashPrice,
      flash_stock: 2,
      per_user_limit: 2,
    },
  });
  const buyers = await Promise.all(['flash-first', 'flash-second'].map((tag) => newShopper(request, tag)));
  for (const token of buyers) {
    await fund(request, { token, admin, amount: '5000' });
    await call(request, 'user/address_add', {
      token,
      json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
    });
  }
  await expect
    .poll(async () => Math.floor(Date.now() / 1000) >= startsAt, { timeout: 20_000, intervals: [500] })
    .toBe(true);

  // The strip on home: the live session's countdown ticks.
  await openAs(page, baseURL!, buyers[0]!, '/home');
  const strip = page.getByRole('region', { name: 'Flash deals' });
  await strip.scrollIntoViewIfNeeded();
  const seconds = strip.locator('.bz-countdown__unit--seconds');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(strip.getByRole('timer')).toContainText('Ends in');

  // The product at the flash price; both units offered, bought and paid.
  await strip.locator('.bz-flash-item-card', { hasText: product.title }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${product.id}`));
  const band = page.getByRole('region', { name: 'Flash deal' });
  await expect(band).toContainText(dollars(cents(flashPrice)));
  await expect(band).toContainText('Up to 2 per shopper');
  await page.getByRole('button', { name: 'Buy now' }).first().click();
  const sheet = page.locator('.bz-sku-sheet');
  await expect(sheet).toContainText('Flash deal');
  await sheet.getByRole('button', { name: /increase/i }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?pay_sn=/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await typeCode(page, PAY_CODE);
  await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
  const orders = await call<{ data: { id: number }[] }>(request, 'user/order_list?status=all', { token: buyers[0]! });
  const order = await call<{ items: { price: string; quantity: number }[] }>(
    request,
    `order/detail?id=${orders.data[0]!.id}`,
    { token: buyers[0]! },
  );
  expect(order.items[0]).toMatchObject({ price: flashPrice, quantity: 2 });

  // The next shopper: the units are gone, and the normal price is not offered while the sale lasts.
  await page.context().clearCookies();
  await openAs(page, baseURL!, buyers[1]!, `/detail/${product.id}`);
  await expect(page.getByRole('region', { name: 'Flash deal' })).toContainText('Sold out at the flash price');
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await page.goto('/flash');
  const row = page.locator('.bz-flash-item-card', { hasText: product.title });
  await expect(row.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(row.getByRole('progressbar', { name: 'Sold out' })).toBeVisible();
  await page.screenshot({ path: 'test-results/flash-sold-out.png' });
});
