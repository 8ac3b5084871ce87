import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { plainProduct } from './helpers/orders';

// Flash sales in the console. At a desk (1280 × 800) an operator makes a session and exports the sessions; the
// merchant of a shop adds its product under the 30-day low (after the form refuses one at it), sees the item in
// the table and exports the items. On a phone (390 × 844) the same merchant finds the session and the item as cards.
test.use({ viewport: { width: 1280, height: 800 } });

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as a `datetime-local` input takes it, in the browser's (and this machine's) time zone. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The text of a file the page downloaded. */
const downloaded = async (download: Download) =>
  (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');

/** Signs the console's operator out (the session is in localStorage), so another can sign in. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('bazaar.console.admin'));
}

test('an operator makes a flash session, a merchant adds its product under the 30-day low and exports it', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  const detail = await call<{ title: string; price: string; stock: number }>(
    request,
    `product/detail?id=${product.id}`,
  );
  const merchant = `e2e-flash-${Date.now()}`;
  await createMerchant(request, await adminToken(request), merchant, product.shop_id);

  // The operator's session: two days ahead (a session takes items only before it starts), an hour long.
  await signInToConsole(page, ADMIN.account, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Flash sales' }).click();
  await expect(page).toHaveURL(/\/console\/flash$/);
  await page.getByRole('button', { name: 'New session' }).click();
  await expect(page).toHaveURL(/\/console\/flash\/sessions\/new$/);
  const title = `Journey deals ${Date.now()}`;
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setMinutes(0, 0, 0);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Starts' }).fill(localInput(start));
  await page.getByRole('textbox', { name: 'Ends' }).fill(localInput(new Date(start.getTime() + 3_600_000)));
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/console\/flash$/);
  const sessions = page.getByRole('table', { name: 'Flash sales' });
  const sessionRow = sessions.getByRole('row').filter({ hasText: title });
  await expect(sessionRow).toContainText('Not started');
  await expect(sessionRow.getByRole('cell').nth(2)).toHaveText('0');
  const [sessionsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(sessionsFile.suggestedFilename()).toBe('flash-sessions.csv');
  expect(await downloaded(sessionsFile)).toContain(`,${title},`);

  // The merchant opens the session and adds its own product.
  await signOut(page);
  await signInToConsole(page, merchant, MERCHANT_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Flash sales' }).click();
  await expect(page.getByRole('button', { name: 'New session' })).toHaveCount(0);
  await page
    .getByRole('table', { name: 'Flash sales' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(/\/console\/flash\/\d+$/);
  const sessionId = Number(/\/flash\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/flash/${sessionId}/items/new$`));

  await page.getByRole('combobox', { name: 'Product' }).selectOption(String(product.id));
  // Beside the flash price: the SKU's 30-day low (a product never repriced: its price now).
  const low = page.locator('.bz-console-flash__low');
  await expect(low).toHaveText(/^30-day low \$[\d,]+\.\d\d$/);
  const lowText = (await low.textContent())!.replace('30-day low ', '');
  await page.getByRole('textbox', { name: 'Flash price' }).fill(detail.price);
  await page.getByRole('textbox', { name: 'Units offered' }).fill('2');
  await page.getByRole('textbox', { name: 'Per shopper' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The flash price must be below the 30-day low (${lowText})`)).toBeVisible();
  await expect(page).toHaveURL(/\/items\/new$/);

  const flashPrice = ((Math.round(Number(detail.price) * 100) * 0.8) / 100).toFixed(2);
  await page.getByRole('textbox', { name: 'Flash price' }).fill(flashPrice);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/console/flash/${sessionId}$`));

  const items = page.getByRole('table', { name: 'Flash session items' });
  const itemRow = items.getByRole('row').filter({ hasText: detail.title });
  await expect(itemRow).toContainText('No specs');
  await expect(itemRow).toContainText('0 of 2 sold');
  await expect(itemRow.getByRole('button', { name: 'Remove' })).toBeVisible();
  const [itemsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(itemsFile.suggestedFilename()).toBe(`flash-session-${sessionId}-items.csv`);
  const csv = await downloaded(itemsFile);
  expect(csv.split('\r\n')[0]).toBe('ID,Product,SKU,Flash price,Normal price,Units offered,Per shopper,Sold');
  const titleCell = /[",;]/.test(detail.title) ? `"${detail.title.replaceAll('"', '""')}"` : detail.title;
  expect(csv).toContain(`${titleCell},,${flashPrice},${detail.price},2,1,0`);
  await page.screenshot({ path: 'test-results/console-flash-desk.png' });

  // On a phone: the session as a card, its items as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/console/flash');
  const sessionCard = page.getByRole('article').filter({ hasText: title });
  await expect(sessionCard).toContainText('Not started');
  await sessionCard.getByRole('button', { name: 'Items' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/flash/${sessionId}$`));
  const itemCard = page.getByRole('article').filter({ hasText: detail.title });
  await expect(itemCard).toContainText('0 of 2 sold');
  await expect(itemCard.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-flash-phone.png' });
});
