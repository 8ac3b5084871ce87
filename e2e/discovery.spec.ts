import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { paidOrder, plainProducts } from './helpers/orders';
import { openAs } from './helpers/shop-session';
import { newShopper, signUp } from './helpers/shopper';
import { fund } from './helpers/wallet';

// What brings a shopper back: recently viewed, recommendations, buy again, the
// Following tab, alert switches, and a push shown by the service worker. Shoppers, follows and
// orders are set up through the API where the journey is not about them.

type Card = { id: number; title: string; shop_id: number };

const strip = (page: Page, name: string) => page.getByRole('region', { name });
const titleOf = async (request: APIRequestContext, id: number) =>
  (await call<{ title: string }>(request, `product/detail?id=${id}`)).title;

test.describe('discovery', () => {
  test('recently viewed after opening two products: on Me and on Search, newest first', async ({
    page,
    request,
    baseURL,
  }) => {
    const { token } = await signUp(request, 'viewed');
    const [first, second] = await plainProducts(request);
    const titles = [await titleOf(request, first!.id), await titleOf(request, second!.id)];

    await openAs(page, baseURL!, token, '/filter');
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    // Nothing viewed yet: no empty strip.
    await expect(strip(page, 'Recently viewed')).toHaveCount(0);

    for (const id of [first!.id, second!.id]) {
      await page.goto(`/detail/${id}`);
      await expect(page.locator('.bz-product-page h1')).toBeVisible();
    }

    await page.goto('/filter');
    const viewed = strip(page, 'Recently viewed');
    await expect(viewed.locator('.bz-product-card__title')).toHaveText([titles[1]!, titles[0]!]);
    await viewed.locator('.bz-product-card[role="button"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${second!.id}$`));

    await page.goto('/search');
    await expect(strip(page, 'Recently viewed').locator('.bz-product-card__title')).toHaveText([
      titles[1]!,
      titles[0]!,
    ]);
    // Once the shopper searches, the results replace it.
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill(titles[0]!.split(' ')[0]!);
    await input.press('Enter');
    await expect(strip(page, 'Recently viewed')).toHaveCount(0);
  });

  test('a product shows "You may also like" under its reviews, opening another product', async ({ page, request }) => {
    const [product] = await plainProducts(request);
    const cards = await call<Card[]>(request, `product/recommend?id=${product!.id}&limit=10`);
    expect(cards.length).toBeGreaterThan(0);

    // A visitor sees it too (product/recommend is public).
    await page.goto(`/detail/${product!.id}`);
    const like = strip(page, 'You may also like');
    await expect(like.locator('.bz-product-card').first()).toBeVisible();
    await expect(like.locator('.bz-product-card__title').first()).toHaveText(cards[0]!.title);
    // Under the reviews, above the shop.
    const reviewsBottom = await page.locator('.bz-product-page__block').first().boundingBox();
    const likeTop = await like.boundingBox();
    expect(likeTop!.y).toBeGreaterThan(reviewsBottom!.y);
    await like.locator('.bz-product-card[role="button"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${cards[0]!.id}$`));
    await expect(page.locator('.bz-product-page h1')).toHaveText(cards[0]!.title);
  });

  test('the Following tab: empty, then a followed shop’s products', async ({ page, request, baseURL }) => {
    const { token } = await signUp(request, 'following');
    const shops = await call<{ data: Array<{ id: number; name: string }> }>(request, 'shop/list?limit=1');
    const shop = shops.data[0]!;

    await openAs(page, baseURL!, token, '/explore');
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page).toHaveURL(/\/explore\?tab=following$/);
    await expect(page.getByText('New products from the shops you follow show up here.')).toBeVisible();
    await page.getByRole('button', { name: 'Find shops to follow' }).click();
    await expect(page).toHaveURL(/\/shopStreet$/);

    await page.getByRole('button', { name: shop.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
    const header = page.locator('.bz-shop-header');
    await header.getByRole('button', { name: 'Follow' }).click();
    await expect(header.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');

    const feed = await call<{ data: Card[] }>(request, 'shop/feed?limit=10', { token });
    expect(feed.data.length).toBeGreaterThan(0);
    expect(feed.data.every((p) => p.shop_id === shop.id)).toBe(true);

    // Back on the kept Explore page, the tab has the shop's products (it showed none before).
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/explore\?tab=following$/);
    await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.bz-following-feed .bz-product-card__title').first()).toHaveText(feed.data[0]!.title);
    await page.reload();
    await expect(page.locator('.bz-following-feed .bz-product-card__title').first()).toHaveText(feed.data[0]!.title);
    // The other tab is still the mixed feed.
    await page.getByRole('tab', { name: 'For you' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.locator('.bz-product-feed .bz-product-card').first()).toBeVisible();
  });

  test('buy again on Me and on the received order; an empty bag suggests products', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    const token = await newShopper(request, 'again');
    await fund(request, { token, admin, amount: '500' });

    // Before any view or order, an empty bag offers the best sellers.
    await openAs(page, baseURL!, token, '/bag');
    await expect(page.getByText('Your bag is empty')).toBeVisible();
    await expect(strip(page, 'Popular right now').locator('.bz-product-card').first()).toBeVisible();

    const [product] = await plainProducts(request);
    const title = await titleOf(request, product!.id);
    const order = await paidOrder(request, token, product!.id);
    await call(request, 'admin/order/ship', { token: admin, json: { id: order.id, company: 'Kerry', number: 'KE7' } });

    // Shipped is not bought yet.
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByText('Shipped').first()).toBeVisible();
    await expect(strip(page, 'Buy again')).toHaveCount(0);

    await call(request, 'order/confirm', { token, json: { id: order.id } });
    await page.goto(`/orderInfo/${order.id}`);
    await expect(strip(page, 'Buy again').locator('.bz-product-card__title')).toHaveText([title]);

    await page.goto('/filter');
    await expect(strip(page, 'Buy again').locator('.bz-product-card__title')).toHaveText([title]);
    await strip(page, 'Buy again').locator('.bz-product-card[role="button"]').click();
    await expect(page).toHaveURL(new RegExp(`/detail/${product!.id}$`));
    await expect(page.locator('.bz-product-page h1')).toHaveText(title);

    // Having viewed a product, the empty bag recommends ones like it.
    await page.goto('/bag');
    await expect(strip(page, 'You may also like').locator('.bz-product-card').first()).toBeVisible();
  });

  test('the alert switches save to the profile', async ({ page, request, baseURL }) => {
    const { token } = await signUp(request, 'alerts');
    await openAs(page, baseURL!, token, '/setting');
    const priceDrop = page.getByRole('switch', { name: 'Price drops' });
    const backInStock = page.getByRole('switch', { name: 'Back in stock' });
    await expect(priceDrop).toHaveAttribute('aria-checked', 'true');
    await expect(backInStock).toHaveAttribute('aria-checked', 'true');

    await priceDrop.click();
    await expect(priceDrop).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(
        async () =>
          (await call<{ alert_price_drop: boolean }>(request, 'user/getUserInfo', { token })).alert_price_drop,
      )
      .toBe(false);

    await page.reload();
    await expect(priceDrop).toHaveAttribute('aria-checked', 'false');
    await expect(backInStock).toHaveAttribute('aria-checked', 'true');
  });

  test('the service worker shows a push and keeps its link', async ({ page, context, request, baseURL }) => {
    const { token } = await signUp(request, 'push');
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await context.addInitScript(() => localStorage.setItem('bazaar:service-worker', 'on'));
    await openAs(page, baseURL!, token, '/home');
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated')
        await new Promise((done) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && done(0)),
        );
    });

    // Chromium delivers a push to the worker as a push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const message = { title: 'Price drop', body: 'Desk lamp is now $9.00', url: '/detail/3' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify(message),
    });

    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        }),
      )
      .toEqual([{ title: message.title, body: message.body, data: { url: '/detail/3' } }]);
  });
});
