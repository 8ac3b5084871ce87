import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { paidOrder, plainProduct } from './helpers/orders';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// The console's desk journeys, at a desk and on a phone: the dashboard's charts (named
// figures with a table view), an orders CSV downloaded and read back, and the ledger's postings. A paid
// order set up through the API gives each something of its own to find.

const CHARTS = ['Sales and paid orders per day', 'Orders by status', 'Top products by sales', 'Top shops by sales'];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the console at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('an admin reads the dashboard charts, exports the orders as CSV and lists the ledger', async ({
      page,
      request,
    }) => {
      const admin = await adminToken(request);
      const shopper = await newShopper(request, `desk${viewport.width}`);
      await fund(request, { token: shopper, admin, amount: '500' });
      const order = await paidOrder(request, shopper, (await plainProduct(request)).id);

      await signInToConsole(page, ADMIN.account, ADMIN.password);

      // Every chart is a figure named by its caption, its drawing an image of the same name.
      for (const name of CHARTS) {
        const figure = page.getByRole('figure', { name });
        await expect(figure).toBeVisible();
        await expect(figure.getByRole('img', { name })).toBeVisible();
      }
      await expect(page.getByRole('figure', { name: 'Money waiting for audit' })).toBeVisible();
      // No sideways scroll at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The table view has the same numbers: today (the last of 30 days) has at least this paid order.
      const days = page.getByRole('figure', { name: CHARTS[0] });
      await days.getByRole('button', { name: 'Table view' }).click();
      const table = days.getByRole('table', { name: CHARTS[0] });
      await expect(table.getByRole('row')).toHaveCount(31);
      const today = table.getByRole('row').last();
      expect(Number(await today.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(1);
      await expect(today.getByRole('cell').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);

      // Orders to ship, exported with the list's filter, read back from the downloaded file.
      await page.goto('/console/orders');
      await expect(page.getByText(order.order_sn)).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toMatch(/^ID,Order number,/);
      const row = lines.find((l) => l.includes(order.order_sn));
      expect(row, 'the paid order is in the file').toBeDefined();
      expect(row).toContain(`,waiting_deliver,`);
      expect(row).toContain(`,${order.total},`);
      expect(order.total).toMatch(/^\d+\.\d{2}$/);
      // Only orders to ship: the list's status filter travelled with the export.
      for (const line of lines.slice(1).filter(Boolean)) expect(line).toContain(',waiting_deliver,');

      // The ledger lists the order's postings (the payment into escrow and out of the shopper's balance).
      await page.goto('/console/ledger');
      await expect(page.getByText(`order:${order.id}`).first()).toBeVisible();
      if (viewport.width >= 1024) await expect(page.getByRole('table', { name: 'Ledger' })).toBeVisible();
      await page.getByRole('searchbox').fill(`order:${order.id}`);
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByText(`order:${order.id}`).first()).toBeVisible();
      await expect(page.getByText(/^recharge:/)).toHaveCount(0);
    });
  });
}

test('a merchant’s dashboard has the same charts, its own shop’s, and no wallet queues', async ({ page, request }) => {
  const admin = await adminToken(request);
  const product = await plainProduct(request);
  const username = `charts-merchant-${Date.now()}`;
  await createMerchant(request, admin, username, product.shop_id);
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/dashboard/charts'));
  await signInToConsole(page, username, MERCHANT_PASSWORD);
  const charts = ((await (await answer).json()) as { data: { top_shops: { shop_id: number }[] } }).data;
  for (const name of CHARTS) await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Money waiting for audit' })).toHaveCount(0);
  // The server scoped the numbers: the only shop a merchant's charts rank is its own.
  for (const shop of charts.top_shops) expect(shop.shop_id).toBe(product.shop_id);
});
