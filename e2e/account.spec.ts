import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR } from './helpers/data-dir';
import { holdAppScripts } from './helpers/held-app';
import { PNG } from './helpers/png';
import { setShopperCookie } from './helpers/shop-session';
import { DEMO_SHOPPER, signIn, signUp } from './helpers/shopper';

// The server under test writes mail to DATA_DIR/outbox (no SMTP_URL).
const OUTBOX = join(DATA_DIR, 'outbox');

/** The last 6-digit code mailed to `email`. */
async function mailedCode(email: string): Promise<string> {
  const files = (await readdir(OUTBOX)).sort().reverse();
  for (const file of files) {
    const text = await readFile(join(OUTBOX, file), 'utf8');
    const code = text.includes(`To: ${email}`) && /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'));
    if (code) return code[1]!;
  }
  throw new Error(`no mail to ${email}`);
}

async function signInThroughForm(page: Page, account: string, password: string) {
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('account', () => {
  test('sign-up signs in and lands on the me page with the name', async ({ page }) => {
    await page.goto('/filter');
    await expect(page).toHaveURL(/\/login\?path=%2Ffilter$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?path=%2Ffilter$/);

    // Client-side messages come before any call (docs/product.md#form-messages): every failing field at once, the first focused.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter family name')).toBeVisible();
    await expect(page.getByText('Please enter your mobile phone number')).toBeVisible();
    await expect(page.getByLabel('Family name')).toBeFocused();

    const email = `new-${Date.now()}@example.com`;
    await page.getByLabel('Family name').fill('Rivera');
    await page.getByLabel('Given name').fill('Maya');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Mobile').fill(`09${Date.now() % 100_000_000}`);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret1');
    // The real name is filled from the family and given names.
    await expect(page.getByLabel('Real name')).toHaveValue('Maya Rivera');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please fill correct email')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/filter$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Maya Rivera/ })).toBeVisible();
    await expect(page.getByText('Balance')).toBeVisible();
  });

  test('sign-in with a wrong password shows the server message and stays signed out', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please input account and password')).toBeVisible();

    await signInThroughForm(page, DEMO_SHOPPER.account, 'wrong-password');
    await expect(page.getByText('Account or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('a protected page while signed out shows loginFirst and goes to /login, then back after sign-in', async ({
    page,
  }) => {
    await page.goto('/setting');
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?path=%2Fsetting$/);

    await signInThroughForm(page, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('the sign-in page is drawn before the app is here, and what is typed and tapped on it counts', async ({
    page,
  }) => {
    // A visitor's protected page comes as the server's sign-in page; the app's scripts are held back
    // while the shopper types and taps on it.
    const release = await holdAppScripts(page);
    await page.goto('/setting', { waitUntil: 'commit' });
    await signInThroughForm(page, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    await expect(page).toHaveURL(/\/setting$/);
    release();
    // The app takes over the same page, with what was typed, and answers the tap: signed in, then back.
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test("the sign-in page's title bar keeps its language switch while the app takes over", async ({ page }) => {
    // Every change of the page: is the switch there? Once drawn (by the server's HTML), it never leaves.
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { switchSeen: boolean[] }).switchSeen = seen;
      new MutationObserver(() => {
        const shown = !!document.querySelector('[aria-label^="Language"]');
        if (seen.at(-1) !== shown) seen.push(shown);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/filter');
    await expect(page).toHaveURL(/\/login\?path=%2Ffilter$/);
    await expect(page.getByText('Please login first')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { switchSeen: boolean[] }).switchSeen);
    expect(seen.slice(seen.indexOf(true))).toEqual([true]);
  });

  test('the sign-in page says from the start what signing in gives on the page opened, and the app keeps it', async ({
    page,
  }) => {
    // Every sentence the sign-in page shows, in order: the server's prerendered page, then the app's.
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        const text = document.querySelector('.bz-form-page__description')?.textContent;
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const release = await holdAppScripts(page);
    await page.goto('/myPurchases/waiting_pay', { waitUntil: 'commit' });
    const ordersSentence = 'Sign in to follow your orders, deliveries and refunds.';
    await expect(page.getByText(ordersSentence)).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login\?path=%2FmyPurchases%2Fwaiting_pay$/);
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page.getByText(ordersSentence)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([ordersSentence]);
  });

  test('a quick-login link signs in and opens its path', async ({ page, request }) => {
    const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    const minted = await (await request.post('/api/user/quick_token', { headers: { token } })).json();
    expect(minted.code).toBe(1);
    const quickToken: string = minted.data.quickToken;

    await page.goto(`/?token=${encodeURIComponent(quickToken)}&path=/filter`);
    await expect(page).toHaveURL(/\/filter$/);
    await expect(page.getByText('demo@bazaar.test')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('quickToken'))).toBe(quickToken);

    // The link is one-time: opened again (signed out), nothing happens.
    await page.context().clearCookies();
    await page.goto(`/?token=${encodeURIComponent(quickToken)}&path=/filter`);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logout clears the session', async ({ page, context, baseURL, request }) => {
    const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    await setShopperCookie(context, baseURL!, token);
    await page.goto('/filter');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login first')).toHaveCount(0); // a chosen sign-out is not a refusal
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();

    // The token is revoked on the server, and protected pages are closed again.
    expect((await request.get('/api/user/getUserInfo', { headers: { token } })).status()).toBe(401);
    await page.goto('/filter');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a 401 answer on a signed-in page shows the message, ends the session and goes to /login', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
    await setShopperCookie(context, baseURL!, token);
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The alert switches wait for user/getUserInfo: revoking before it answers would send the
    // page to /login on that answer, before the click this test is about.
    await expect(page.getByRole('switch', { name: 'Price drops' })).toBeEnabled();
    // Revoked elsewhere (e.g. "sign out of all devices" on another phone).
    await request.post('/api/user/logout', { headers: { token } });
    await page.getByRole('link', { name: 'Security' }).click(); // loads the sessions: 401
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('a password change signs out every device', async ({ page, browser, baseURL, request }) => {
    const shopper = await signUp(request, 'pw');
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const otherToken = await signIn(request, shopper.email, shopper.password);
    await setShopperCookie(other, baseURL!, otherToken);
    const otherPage = await other.newPage();
    await otherPage.goto('/filter');
    await expect(otherPage.getByText(shopper.email)).toBeVisible();

    await page.goto('/login');
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/changePassword');
    await page.getByLabel('Current password').fill(shopper.password);
    await page.getByLabel('New password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm new password').fill(shopper.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('New password must be different from the old one')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('secret2');
    await page.getByLabel('Confirm new password').fill('secret2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The other device's token is refused: its next visit ends on the login page.
    expect((await request.get('/api/user/getUserInfo', { headers: { token: otherToken } })).status()).toBe(401);
    await otherPage.goto('/filter');
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();

    await signInThroughForm(page, shopper.email, 'secret2');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the language switch applies at once and persists across reloads', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await setShopperCookie(context, baseURL!, await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password));
    await page.goto('/language');
    await expect(page).toHaveTitle(/Language/);
    const stored = page.waitForResponse((r) => r.url().includes('/api/user/set_language'));
    await page.getByText('简体中文').click();
    expect((await (await stored).json()).code).toBe(1);
    await expect(page).toHaveTitle(/语言/);

    await page.reload();
    await expect(page).toHaveTitle(/语言/);
    expect((await context.cookies()).find((c) => c.name === 'Local_Lang')?.value).toBe('zh-cn');
    await page.goto('/filter');
    await expect(page.getByText('余额')).toBeVisible();
  });

  test('a forgotten password is reset with an emailed code', async ({ page }) => {
    const shopper = await signUp(page.request, 'forgot');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    await expect.poll(() => mailedCode(shopper.email).catch(() => '')).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(await mailedCode(shopper.email));
    await page.getByLabel('New password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm new password').fill('newpass2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('newpass1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, shopper.email, 'newpass1');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a first payment code needs no old one; changing it does', async ({ page, context, baseURL }) => {
    const shopper = await signUp(page.request, 'pay');
    await setShopperCookie(context, baseURL!, await signIn(page.request, shopper.email, shopper.password));
    await page.goto('/passwords');
    await expect(page.getByRole('link', { name: /Payment code\s*Not set/ })).toBeVisible();
    await page.getByRole('link', { name: /Payment code/ }).click();

    await expect(page.getByLabel('Current payment code')).toHaveCount(0);
    await page.getByLabel('New payment code').fill('12345');
    await page.getByLabel('Confirm payment code').fill('12345');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('payment code must be at least 6 characters and only numbers')).toBeVisible();
    await page.getByLabel('New payment code').fill('246810');
    await page.getByLabel('Confirm payment code').fill('246810');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page).toHaveURL(/\/passwords$/);
    await expect(page.getByRole('link', { name: /Payment code\s*Set/ })).toBeVisible();

    await page.getByRole('link', { name: /Payment code/ }).click();
    await page.getByLabel('New payment code').fill('135790');
    await page.getByLabel('Confirm payment code').fill('135790');
    await page.getByRole('button', { name: 'Change payment code' }).click();
    await expect(page.getByText('Please enter your current payment code')).toBeVisible();
    await page.getByLabel('Current payment code').fill('246810');
    await page.getByRole('button', { name: 'Change payment code' }).click();
    await expect(page).toHaveURL(/\/passwords$/);
  });

  test('the profile takes an avatar upload and new names', async ({ page, context, baseURL }) => {
    const shopper = await signUp(page.request, 'profile');
    await setShopperCookie(context, baseURL!, await signIn(page.request, shopper.email, shopper.password));
    await page.goto('/profile');
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/profile'));
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect((await (await saved).json()).code).toBe(1);
    await expect(page.locator('.bz-user-header img')).toHaveAttribute('src', /\/uploads\//);

    await page.getByLabel('Nickname').fill('Annie');
    await page.getByLabel('Mobile').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter your mobile phone number')).toBeVisible();
    await page.getByLabel('Mobile').fill('0899999999');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.goto('/filter');
    await expect(page.getByRole('button', { name: /Annie/ })).toBeVisible();
  });

  test('signing out of all devices ends every session', async ({ page, context, baseURL, request }) => {
    const shopper = await signUp(request, 'all');
    const elsewhere = await signIn(request, shopper.email, shopper.password);
    await setShopperCookie(context, baseURL!, await signIn(request, shopper.email, shopper.password));
    await page.goto('/security');
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(3); // this one, the registration's and `elsewhere`
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await request.get('/api/user/getUserInfo', { headers: { token: elsewhere } })).status()).toBe(401);
  });
});
