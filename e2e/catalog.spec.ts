import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { setShopperCookie } from './helpers/shop-session';
import { DEMO_SHOPPER, signIn } from './helpers/shopper';

/** Signs the demo shopper in through the API and hands the token to the shop. */
async function signInAsDemo(context: BrowserContext, baseURL: string): Promise<string> {
  const token = await signIn(context.request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
  await setShopperCookie(context, baseURL, token);
  return token;
}

/** A product of the demo catalog with specs, and its shop. */
async function productWithSpecs(page: Page): Promise<{ id: number; title: string; shopId: number; shopName: string }> {
  for (let id = 1; id < 40; id++) {
    const body = await (await page.request.get(`/api/product/detail?id=${id}`)).json();
    if (body.code === 1 && body.data.specs.length > 0 && body.data.stock > 0) {
      return { id, title: body.data.title, shopId: body.data.shop.id, shopName: body.data.shop.name };
    }
  }
  throw new Error('the demo catalog has no product with specs among the first ones');
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('catalog', () => {
  test('search → detail → pick a SKU → add to bag', async ({ page, context, baseURL }) => {
    const token = await signInAsDemo(context, baseURL!);
    const product = await productWithSpecs(page);
    const keyword = product.title.split(',')[0]!;
    await page.goto('/search');
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill(keyword);
    await input.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.locator('.bz-product-card', { hasText: product.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

    await page.getByRole('button', { name: 'Add to bag' }).click();
    const sheet = page.locator('.bz-sku-sheet');
    await expect(sheet).toBeVisible();
    // One available value per spec: every SKU of the demo catalog is a combination of them.
    for (const group of await sheet.locator('fieldset').all()) {
      await group.locator('button:not([disabled])').first().click();
    }
    await expect(sheet.getByText(/^Selected:/)).toBeVisible();
    const added = page.waitForResponse((r) => r.url().includes('/api/cart/add'));
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    expect((await (await added).json()).code).toBe(1);
    await expect(page.getByText('Added to bag')).toBeVisible();

    // The bag on the server now holds that product with a SKU.
    const bag = await (await page.request.get('/api/cart/list', { headers: { token } })).json();
    const lines = bag.data.shops.flatMap((s: { items: { product_id: number; sku_id: number | null }[] }) => s.items);
    const line = lines.find((l: { product_id: number }) => l.product_id === product.id);
    expect(line?.sku_id).toBeGreaterThan(0);
  });

  test('Vietnamese typed without accents and Thai typed without spaces find their products', async ({ page }) => {
    const titlesOf = async (keyword: string) => {
      const body = await (await page.request.get(`/api/product/search?keyword=${encodeURIComponent(keyword)}`)).json();
      return (body.data.data as { title: string }[]).map((p) => p.title).sort();
    };
    const cards = page.locator('.bz-product-card__title');
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await page.goto('/search');
    // What the shopper types, and what the products spell: the same products, all on the first page.
    for (const [typed, written] of [
      ['tra xanh', 'trà xanh'],
      ['ชาเขียวมะลิ', 'ชาเขียว มะลิ'],
    ] as const) {
      const expected = await titlesOf(written);
      expect(expected.length).toBeGreaterThan(0);
      await input.fill(typed);
      await input.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(typed);
      await expect(cards).toHaveCount(expected.length);
      expect((await cards.allTextContents()).sort()).toEqual(expected);
    }
  });

  test('buy now hands the chosen SKU and quantity to the checkout', async ({ page, context, baseURL }) => {
    await signInAsDemo(context, baseURL!);
    const product = await productWithSpecs(page);
    await page.goto(`/detail/${product.id}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    const sheet = page.locator('.bz-sku-sheet');
    await expect(sheet).toBeVisible();
    for (const group of await sheet.locator('fieldset').all()) {
      await group.locator('button:not([disabled])').first().click();
    }
    await sheet.getByRole('button', { name: /increase/i }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/checkout\?items=/);
    const items = JSON.parse(new URL(page.url()).searchParams.get('items')!);
    expect(items).toEqual([{ product_id: product.id, sku_id: expect.any(Number), quantity: 2 }]);
    // The checkout replaces the product page (never kept) and lists the line.
    await expect(page.locator('.bz-product-page')).toHaveCount(0);
    await expect(page.getByText(product.title).first()).toBeVisible();
  });

  test('Home keeps its scroll position across a visit to a product; the product page is never kept', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.locator('.bz-home__feed .bz-product-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 1400, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const homeY = await scrollY(page);
    expect(homeY).toBeGreaterThan(1000);

    // A card on screen at that position.
    const card = page.locator('.bz-product-card:visible');
    const onScreen = await card.evaluateAll((cards) =>
      cards.findIndex((c) => {
        const r = c.getBoundingClientRect();
        return r.top > 60 && r.bottom < window.innerHeight - 80;
      }),
    );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    await card.nth(onScreen).click();
    await expect(page).toHaveURL(/\/detail\/\d+/);
    await expect(page.locator('.bz-product-page')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBeLessThan(30);

    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    // Within a device pixel: positions are fractional at this screen density.
    await expect.poll(async () => Math.abs((await scrollY(page)) - homeY)).toBeLessThanOrEqual(2);
    await expect(page.locator('.bz-product-page')).toHaveCount(0);

    // The same product again starts at the top: nothing of the previous visit was kept.
    await card.nth(onScreen).click();
    await expect(page.locator('.bz-product-page')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBeLessThan(30);
  });

  test('Explore keeps its scroll position across tab switches', async ({ page }) => {
    await page.goto('/explore');
    // The whole first page of the feed, so the page is tall enough to scroll that far.
    await expect(page.locator('.bz-product-card').nth(9)).toBeAttached();
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const exploreY = await scrollY(page);
    expect(exploreY).toBeGreaterThan(400);
    await page.locator('.adm-tab-bar-item', { hasText: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hot products' })).toBeVisible();
    await page.locator('.adm-tab-bar-item', { hasText: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - exploreY)).toBeLessThanOrEqual(2);
  });

  test('the shop street finds shops by name', async ({ page }) => {
    const shops = await (await page.request.get('/api/shop/list?limit=2')).json();
    const [first, second] = shops.data.data as { name: string }[];
    await page.goto('/shopStreet');
    await expect(page.getByRole('button', { name: second!.name })).toBeVisible();
    const input = page.getByRole('searchbox', { name: 'Search shops' });
    await input.fill(first!.name);
    await input.press('Enter');
    await expect(page.getByRole('button', { name: first!.name })).toBeVisible();
    await expect(page.getByRole('button', { name: second!.name })).toHaveCount(0);
  });

  test('follow and unfollow a shop; the state survives a reload', async ({ page, context, baseURL }) => {
    await signInAsDemo(context, baseURL!);
    const { shopId, shopName } = await productWithSpecs(page);
    await page.goto(`/shop/${shopId}`);
    const header = page.locator('.bz-shop-header');
    await expect(header.getByRole('heading', { name: shopName })).toBeVisible();
    await header.getByRole('button', { name: 'Follow' }).click();
    await expect(header.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(header.getByRole('button', { name: 'Followed' })).toBeVisible();
    await page.goto('/myFavourite?tab=shops');
    await expect(page.getByRole('button', { name: shopName })).toBeVisible();

    await page.goto(`/shop/${shopId}`);
    await header.getByRole('button', { name: 'Followed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
    await expect(header.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(header.getByRole('button', { name: 'Follow' })).toBeVisible();
  });

  test('favourite a product, find it in My Favourites, remove it; the state survives a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsDemo(context, baseURL!);
    const { id, title } = await productWithSpecs(page);
    await page.goto(`/detail/${id}`);
    const favourite = page.locator('.bz-product-actions__favourite');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/myFavourite');
    await page.getByRole('button', { name: `Remove ${title} from favourites` }).click();
    await expect(page.getByText('No favourites yet.')).toBeVisible();

    await page.goto(`/detail/${id}`);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });

  test('a signed-out shopper is asked to sign in before favouriting', async ({ page }) => {
    await page.goto('/detail/1');
    await page.locator('.bz-product-actions__favourite').click();
    await expect(page).toHaveURL(/\/login\?path=%2Fdetail%2F1/);
  });
  test('a best-seller shows reviews that match its sales, with the SKU bought and generated avatars', async ({
    page,
  }) => {
    const list = await (await page.request.get('/api/index/product?limit=50')).json();
    let best: { id: number; sales: number } | undefined;
    for (const card of list.data.data as Array<{ id: number; sales: number }>) {
      const detail = (await (await page.request.get(`/api/product/detail?id=${card.id}`)).json()).data;
      if (detail.specs.length > 0 && (!best || card.sales > best.sales)) best = card;
    }
    expect(best!.sales).toBeGreaterThan(1000);
    await page.goto(`/detail/${best!.id}`);
    const heading = page.getByRole('heading', { name: /^Reviews \(\d+\)$/ });
    await expect(heading).toBeVisible();
    // A product sold over a thousand times has many reviews, not "Reviews (0)".
    expect(Number((await heading.textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(10);
    const first = page.locator('.bz-review-item').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator('.bz-review-item__spec')).toHaveText(/^[^:]+: .+/);
    await expect(first.locator('.bz-review-item__initial')).toBeVisible();
    await expect(page.locator('.bz-review-item__avatar .bz-lazy-image__icon')).toHaveCount(0);
  });
});
