import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken } from './helpers/operator';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// Statements: the shopper downloads this month's fund records from /capitalRecord and
// gets a CSV of exactly their lines; a period the server refuses says why.

test.describe('statement', () => {
  test('downloads this month’s fund records as CSV from /capitalRecord', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'statement');
    const admin = await adminToken(request);
    await fund(request, { token, admin, amount: '300' });
    await fund(request, { token, admin, amount: '45.50' });

    await openAs(page, baseURL!, token, '/capitalRecord');
    await expect(page.locator('.bz-record-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'Download statement' }).click();
    const sheet = page.getByRole('dialog', { name: 'Download a statement' });
    await expect(sheet.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('button', { name: 'CSV (spreadsheet)' })).toHaveAttribute('aria-pressed', 'true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{8}-\d{8}\.csv$/);
    await expect(page.getByText('Statement downloaded')).toBeVisible();

    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Type,Details,Amount,Balance after');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r[1], r[3], r[4]])).toEqual([
      ['Top up', '+300.00', '300.00'],
      ['Top up', '+45.50', '345.50'],
    ]);
    for (const row of rows) {
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(row[2]).toMatch(/^Top-up #\d+$/);
    }
  });

  test('a period longer than the server allows is refused with its message, and nothing downloads', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newShopper(request, 'statement-long');
    await openAs(page, baseURL!, token, '/capitalRecord');
    await page.getByRole('button', { name: 'Download statement' }).click();
    const sheet = page.getByRole('dialog', { name: 'Download a statement' });
    await sheet.getByRole('button', { name: 'Choose days' }).click();
    await sheet.getByLabel('From').fill('2024-01-01');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await sheet.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('A statement covers at most 366 days. Please choose a shorter period')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(downloads).toBe(0);
  });
});
