import { expect, test } from '@playwright/test';
import { holdAppScripts } from './helpers/held-app';

test.describe('home', () => {
  test('/ opens the home page with real products from the database', async ({ page }) => {
    const products = page.waitForResponse((r) => r.url().includes('/api/index/index') && r.status() === 200);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const body = await (await products).json();
    expect(body.code).toBe(1);
    const first = body.data.hot_products[0];
    expect(first.title).toBeTruthy();
    await expect(page.getByText(first.title).first()).toBeVisible();
    await expect(page).toHaveTitle('Home');
    await expect(page.locator('img[src*="/images/"]').first()).toBeVisible();
  });

  test('the Local_Lang cookie picks the language of titles and data', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'Local_Lang', value: 'zh-cn', url: baseURL! }]);
    await page.goto('/home');
    await expect(page).toHaveTitle('首页');
    await expect(page.getByText('热销商品')).toBeVisible();
  });

  test('a thin progress bar shows while the next page opens', async ({ page }) => {
    await page.goto('/home');
    const explore = page.locator('.adm-tab-bar-item', { hasText: 'Explore' });
    await expect(explore).toBeVisible();
    // The bar of the first page load has finished (else the next one reuses its element).
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: number };
      w.barSeen = 0;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.barSeen += 1;
      }).observe(document.body, { childList: true });
    });
    await explore.click();
    await expect(page).toHaveURL(/\/explore$/);
    expect(await page.evaluate(() => (window as unknown as { barSeen: number }).barSeen)).toBeGreaterThan(0);
    // …and is gone once the page is shown.
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test("a visitor's home draws its first banner from the HTML and keeps it through the first render", async ({
    page,
  }) => {
    // Every frame: the banner box's state (P: the server's picture in the prerendered page, K: a skeleton with no
    // picture, S: the carousel) and whether a loaded picture is visible in it.
    await page.addInitScript(() => {
      const w = window as unknown as { frames: string[] };
      w.frames = [];
      const tick = () => {
        const box = document.querySelector('.bz-banner-carousel');
        const state = !box
          ? '-'
          : box.querySelector('.bz-banner-carousel__track')
            ? 'S'
            : box.querySelector('img')
              ? 'P'
              : 'K';
        const shown = [...(box?.querySelectorAll('img') ?? [])].some(
          (img) => img.complete && img.naturalWidth > 0 && Number(getComputedStyle(img).opacity) > 0.9,
        );
        w.frames.push(state + (shown ? '1' : '0'));
        if (!box?.querySelector('.bz-banner-carousel__track') || w.frames.length < 30) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/home');
    await expect(page.locator('.bz-banner-carousel .bz-banner-carousel__track')).toBeVisible();
    await expect(page.locator('#bz-first-data')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frames: string[] }).frames.length))
      .toBeGreaterThan(29);
    const frames = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
    const firstShown = frames.findIndex((f) => f.endsWith('1'));
    // The picture came with the HTML, before the scripts drew the carousel (shown first then on any
    // machine where it loads before they have run)…
    expect(frames.some((f) => f.startsWith('P'))).toBe(true);
    expect(firstShown).toBeGreaterThanOrEqual(0);
    // …and from then on it never left the screen: no skeleton, no fade-in of the carousel's copy.
    expect(frames.slice(firstShown).filter((f) => !f.endsWith('1'))).toEqual([]);
  });

  test('a button tapped on the prerendered page before the app is here is answered once it is', async ({ page }) => {
    // The app's scripts are held back until the tap on the server's HTML.
    const release = await holdAppScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByText('Tiếng Việt')).toHaveCount(0);
    release();
    await page.getByText('Tiếng Việt').click();
    await expect(page).toHaveTitle('Trang chủ');
  });

  test('an unknown page says so and leads home', async ({ page }) => {
    await page.goto('/home/nothing-here');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the list's loading-more dots move only while they are on screen, and not for a reader who wants less motion", async ({
    page,
  }) => {
    await page.goto('/home');
    const dots = page.locator('.bz-pull-refresh-list__footer .adm-dot-loading svg');
    const paused = () => dots.evaluate((svg: SVGSVGElement) => svg.animationsPaused());
    await expect(dots).toHaveCount(1);
    await expect.poll(paused).toBe(true);
    // The next page never comes, so the row stays where it is once it is scrolled to.
    await page.route('**/api/**', () => undefined);
    await dots.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dots.scrollIntoViewIfNeeded();
    await expect(page.locator('.bz-pull-refresh-list__footer')).toBeInViewport();
    await expect.poll(paused).toBe(true);
  });
});
