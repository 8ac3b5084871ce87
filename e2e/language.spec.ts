import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { openAs } from './helpers/shop-session';
import { paidOrder, placedOrder, plainProduct } from './helpers/orders';
import { newShopper, signUp } from './helpers/shopper';
import { fund, pendingRecharge } from './helpers/wallet';

test.describe('a newcomer’s language', () => {
  test.use({ locale: 'ja-JP' });

  test('the first visit follows the browser, and home offers the switch before signing in', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('ホーム');
    await page.getByRole('button', { name: '言語: 日本語' }).click();
    await page.getByText('Tiếng Việt').click();
    await expect(page).toHaveTitle('Trang chủ');
    // The choice is stored and outranks the browser's language from now on.
    await page.reload();
    await expect(page).toHaveTitle('Trang chủ');
    expect((await page.context().cookies()).find((c) => c.name === 'Local_Lang')?.value).toBe('vi');
  });

  test('sign-in and register offer the switch in their title bar', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
    await page.getByRole('button', { name: '言語: 日本語' }).click();
    await page.getByText('English').click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByText('ไทย').click();
    await expect(page).toHaveTitle('สมัครสมาชิก');
  });
});

test.describe('<html lang> follows the interface language', () => {
  test.use({ locale: 'ja-JP' });

  test('the Japanese payment-code sheet is marked Japanese', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'lang-sheet');
    const orderId = await placedOrder(request, token, (await plainProduct(request)).id);
    await page.context().addCookies([{ name: 'Local_Lang', value: 'ja', url: baseURL! }]);
    await openAs(page, baseURL!, token, `/payment?order_id=${orderId}`);
    await page.getByRole('button', { name: '今すぐ支払う' }).click();
    const title = page.locator('.bz-payment-code-sheet__title');
    await expect(title).toBeVisible();
    // The sheet renders outside the app's root: its language comes from <html lang>.
    expect(await title.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ja');
    await call(request, 'order/cancel', { token, json: { id: orderId } });
  });

  test('the console marks its pages in the operator’s language', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'Local_Lang', value: 'ko', url: baseURL! }]);
    await page.goto('/console/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test.describe('notifications in the reader’s language', () => {
  test.use({ locale: 'ja-JP' });

  test('an approved top-up reads in Japanese, then Thai, and opens its record', async ({ page, request, baseURL }) => {
    const admin = await adminToken(request);
    // Registered through the API in English: the stored language is not the reading one.
    const { token } = await signUp(request, 'lang-note');
    const id = await pendingRecharge(request, token, '1234.50');
    await call(request, 'admin/recharge/audit', { token: admin, json: { id, status: 'passed' } });

    await openAs(page, baseURL!, token, '/notification');
    const note = page.locator('.bz-notification-item').first();
    await expect(note).toContainText('チャージが承認されました');
    await page.context().addCookies([{ name: 'Local_Lang', value: 'th', url: baseURL! }]);
    await page.reload();
    await expect(note).toContainText('อนุมัติการเติมเงินแล้ว');
    // Its money too reads with the currency, grouped (the server writes it in the reader's locale).
    await expect(note).toContainText('$1,234.50');

    await note.click();
    await expect(page).toHaveURL(new RegExp(`/topUpRecord\\?id=${id}$`));
    const record = page.locator('.bz-wallet__record--focused');
    await expect(record).toBeInViewport();
    // Money is grouped the way the shopper's language writes it.
    await expect(record).toContainText('$1,234.50');
    await page.context().addCookies([{ name: 'Local_Lang', value: 'vi', url: baseURL! }]);
    await page.reload();
    await expect(record).toContainText('$1.234,50');
  });

  test('the shipped line of an order reads in Japanese', async ({ page, request, baseURL }) => {
    const admin = await adminToken(request);
    const token = await newShopper(request, 'lang-ship');
    await fund(request, { token, admin, amount: '1000' });
    const order = await paidOrder(request, token, (await plainProduct(request)).id);
    await call(request, 'admin/order/ship', { token: admin, json: { id: order.id, company: 'Kerry', number: 'KE7' } });
    await openAs(page, baseURL!, token, `/orderInfo/${order.id}`);
    await expect(page.getByText('Kerry より発送しました。追跡番号 KE7')).toBeVisible();
    await expect(page.getByText('Shipped by Kerry')).toHaveCount(0);
  });
});

test.describe('addresses in Vietnamese', () => {
  test('the add-address form is titled as adding, the edit form as editing', async ({ page, request, baseURL }) => {
    const { token } = await signUp(request, 'lang-address');
    await page.context().addCookies([{ name: 'Local_Lang', value: 'vi', url: baseURL! }]);
    await openAs(page, baseURL!, token, '/addressForm');
    await expect(page).toHaveTitle('Thêm địa chỉ');
    await page.goto('/addressForm/1');
    await expect(page).toHaveTitle('Sửa địa chỉ');
  });
});
