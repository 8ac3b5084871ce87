import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { placedOrder, plainProducts } from './helpers/orders';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';

const OFFLINE = 'You are offline. This page loads again once you are back online.';

/**
 * Opens the first of `cards` until `opened` shows and comes back (the detail screen's code is then loaded),
 * goes offline and opens the second: the detail screen says the shopper is offline, never that the thing
 * is gone. (A screen whose code did not download says the same: screen-loader.test.tsx.)
 */
async function openSecondOffline(page: Page, cards: Locator, opened: Locator) {
  await cards.first().click();
  await expect(opened).toBeVisible();
  await page.goBack();
  // The list is drawn again before the network goes: offline, a list still loading would never show its cards.
  await expect(cards.nth(1)).toBeVisible();
  await page.context().setOffline(true);
  await cards.nth(1).click();
  // The page shown says so; a page kept alive behind it (hidden) may say the same, and does not count.
  await expect(page.getByText(OFFLINE).filter({ visible: true })).toBeVisible();
}

test.describe('offline detail pages', () => {
  test.afterEach(({ context }) => context.setOffline(false));

  test('a product opened offline says so, and shows itself once back online', async ({ page, request }) => {
    const home = await call<{ hot_products: Array<{ title: string }> }>(request, 'index/index');
    await page.goto('/home');
    await openSecondOffline(
      page,
      page.locator('.bz-home__grid').first().locator('.bz-product-card[role="button"]'),
      page.getByRole('heading', { level: 1 }),
    );
    await expect(page.getByText('This product is no longer available.')).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hot_products[1]!.title);
  });

  test('a shop opened offline says so, and shows itself once back online', async ({ page }) => {
    await page.goto('/shopStreet');
    await openSecondOffline(page, page.locator('.bz-shop-card--clickable'), page.locator('.bz-shop-header'));
    await expect(page.getByText('No shops found.')).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.locator('.bz-shop-header')).toBeVisible();
  });

  test('an order opened offline says so, and shows itself once back online', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'offline');
    const [product] = await plainProducts(request);
    await placedOrder(request, token, product!.id);
    await placedOrder(request, token, product!.id);
    await openAs(page, baseURL!, token, '/myPurchases');
    await openSecondOffline(page, page.locator('.bz-order-card__lines'), page.locator('.bz-order-info__banner'));
    await expect(page.getByText('This order does not exist.')).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.locator('.bz-order-info__banner')).toContainText('To pay');
  });
});
