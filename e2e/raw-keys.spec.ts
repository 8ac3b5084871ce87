import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminToken } from './helpers/operator';
import { paidOrder, plainProduct } from './helpers/orders';
import { setShopperCookie } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// The shop's page list, read as text: every `path: '/…'` it lists (the journey needs only the URLs).
const routeTable = readFileSync(join(import.meta.dirname, '../packages/contract/src/shop-pages.ts'), 'utf8');
const paths = [...routeTable.matchAll(/path: '(\/[^']*)'/g)].map((m) => m[1]!);

/** Text that is a translation key (`links.withdrawalRecords`) rather than words: a key missing its string. */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z0-9_]+)+$/;

// English alone: a key missing in one language only is locale-keys.test.ts's to find, without a browser.
test('no route of the shop shows a raw translation key', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const token = await newShopper(request, 'raw-keys');
  await fund(request, { token, admin: await adminToken(request), amount: '500.00' });
  const product = await plainProduct(request);
  const order = await paidOrder(request, token, product.id);
  const params: Record<string, string> = {
    product: String(product.id),
    mer: String(product.shop_id),
    id: String(order.id),
    sn: order.order_sn,
    product_ids: String(product.id),
    amount: order.total,
  };
  const urls = paths.map((path) =>
    path
      .replace('/shop/:id?', `/shop/${product.shop_id}`)
      .replace('/addressForm/:id?', '/addressForm')
      .replace(/\/:(\w+)\?/g, (_, name: string) => (name === 'status' ? '' : `/${params[name]}`)),
  );
  expect(urls.length).toBeGreaterThan(40);

  await setShopperCookie(page.context(), baseURL!, token);
  await page.context().addCookies([{ name: 'Local_Lang', value: 'en', url: baseURL! }]);
  for (const url of urls) {
    await page.goto(url);
    // Drawn: the screen's data has come (no skeleton left), so its texts are the final ones.
    await expect(page.locator('.adm-skeleton')).toHaveCount(0);
    const texts = await page.locator('body').evaluate((body) => {
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      while (walker.nextNode()) found.push(walker.currentNode.textContent?.trim() ?? '');
      return found;
    });
    expect(
      texts.filter((text) => RAW_KEY.test(text)),
      url,
    ).toEqual([]);
  }
});
