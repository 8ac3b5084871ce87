import type { BrowserContext, Page } from '@playwright/test';

/** Hands a shopper's token to the browser as the shop keeps it (its Admin-Token cookie). */
export async function setShopperCookie(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
}

/** Opens a shop page signed in with `token`. */
export async function openAs(page: Page, baseURL: string, token: string, path: string) {
  await setShopperCookie(page.context(), baseURL, token);
  await page.goto(path);
}
