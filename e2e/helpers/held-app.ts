import type { Page } from '@playwright/test';

/**
 * Holds back the app's scripts (all but a prerendered page's early-tap recorder) until the answered
 * function is called, so a test can tap and type on the server's HTML before the app is here.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!early-tap-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
