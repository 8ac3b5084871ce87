import { expect, test, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { placedOrder, plainProducts } from './helpers/orders';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';

// The shop installed and opened offline. Every other journey runs without the service
// worker (the shop skips it under automation); this one asks for it (apps/shop/src/app/service-worker.ts).
const OFFLINE_BANNER = 'You are offline. Showing what you saw last.';
const OFFLINE_ACTION = 'You are offline. Connect to the internet and try again.';

/** Waits until the page is controlled by an activated service worker; its script URL. */
async function controlled(page: Page): Promise<string> {
  const script = await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    // `ready` answers once there is an active worker, which may still be activating.
    if (worker.state !== 'activated')
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(0)),
      );
    return worker.scriptURL;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}

test.describe('installable and offline', () => {
  test('Chromium finds the manifest and the service worker; the shop opens offline after one online visit', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // The manifest, as a browser checks it before offering to install.
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Bazaar',
      short_name: 'Bazaar',
      start_url: '/home',
      display: 'standalone',
      theme_color: '#ff5a1f',
      background_color: '#f6f4f2',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      // A real PNG of the size it says.
      const body = await png.body();
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // A shopper with a bag line and an order.
    const token = await newShopper(request, 'pwa');
    const [ordered, bagged] = await plainProducts(request);
    await placedOrder(request, token, ordered!.id);
    const { title: orderedTitle } = await call<{ title: string }>(request, `product/detail?id=${ordered!.id}`);
    const order = page.getByText(orderedTitle).first();
    await call(request, 'cart/add', { token, json: { product_id: bagged!.id, quantity: 1 } });
    const { title: baggedTitle } = await call<{ title: string }>(request, `product/detail?id=${bagged!.id}`);

    await context.addInitScript(() => localStorage.setItem('bazaar:service-worker', 'on'));
    await openAs(page, baseURL!, token, '/home');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await controlled(page)).toBe(`${baseURL}/sw.js`);

    // The online visit, with the worker in control: home, bag and orders are read once.
    const homeRead = page.waitForResponse((r) => r.url().includes('/api/index/index') && r.status() === 200);
    await page.reload();
    const home = (await (await homeRead).json()) as { data: { hot_products: Array<{ title: string }> } };
    const hotTitle = home.data.hot_products[0]!.title;
    await expect(page.getByText(hotTitle).first()).toBeVisible();
    await page.goto('/bag');
    await expect(page.locator('.bz-bag-item', { hasText: baggedTitle })).toBeVisible();
    await page.goto('/myPurchases');
    await expect(order).toBeVisible();
    await page.goto('/home');
    await expect(page.getByText(hotTitle).first()).toBeVisible();

    // Offline: the shell opens from the worker's cache, with the banner and the last seen pages.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.getByText(hotTitle).first()).toBeVisible();
    await page.goto('/myPurchases');
    await expect(order).toBeVisible();
    await page.goto('/bag');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    const line = page.locator('.bz-bag-item', { hasText: baggedTitle });
    await expect(line).toBeVisible();

    // An action that needs the server says so.
    await line.getByRole('button', { name: /increase/i }).click();
    await expect(page.getByText(OFFLINE_ACTION)).toBeVisible();

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  });
});
