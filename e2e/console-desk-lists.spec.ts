import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken } from './helpers/operator';
import { paidOrder, plainProducts } from './helpers/orders';
import { newShopper } from './helpers/shopper';
import { fund, pendingRecharge } from './helpers/wallet';

// The console's lists at a desk: refunds, top-up audits and the audit log as tables at
// 1280×800, sorted, filtered and paged by the server. Money audits stay one record at a time: a row
// opens that record beside the table, with its evidence and pass or refuse. Data through the API.

test.use({ viewport: { width: 1280, height: 800 } });

type Refund = { id: number; refund_sn: string; amount: string };

/** The amounts of a table's Amount column on this page, in cents. */
async function amounts(table: Locator) {
  const index = await table
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((h) => h.textContent?.includes('Amount')));
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
  return cells.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));
}

/** Whether the amounts on this page are in `order`, once the table has its page. */
async function sortedBy(table: Locator, order: 'asc' | 'desc') {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const list = await amounts(table);
  return list.every((v, i) => i === 0 || (order === 'asc' ? list[i - 1]! <= v : list[i - 1]! >= v));
}

/** Passes the opened record: the pass button of the panel, then the remark dialog's confirm. */
async function passOpened(page: Page, name: string) {
  const panel = page.getByRole('complementary', { name });
  await expect(panel.getByRole('img', { name: 'Evidence' })).toBeVisible();
  await panel.getByRole('button', { name: 'Pass' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done').first()).toBeVisible();
  await expect(panel).toBeHidden();
}

test.describe('console lists at a desk', () => {
  test('the refunds table sorts by amount and filters by status and refund number', async ({ page, request }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request, 'desk-refunds');
    await fund(request, { token: shopper, admin, amount: '5000' });
    const refunds: Refund[] = [];
    for (const product of await plainProducts(request)) {
      const order = await paidOrder(request, shopper, product.id);
      refunds.push(
        await call<Refund>(request, 'order/refund', {
          token: shopper,
          json: {
            order_id: order.id,
            product_ids: [product.id],
            type: 'refund_only',
            goods_status: 'not_received',
            reason: 'Changed my mind',
            explain: 'Ordered it twice',
            images: [],
          },
        }),
      );
    }
    // One refused, so the status filter has something to leave out.
    await call(request, 'admin/refund/handle', {
      token: admin,
      json: { id: refunds[1]!.id, action: 'refuse', remark: 'Already packed' },
    });

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/refunds');
    const table = page.getByRole('table', { name: 'Refunds' });
    await expect(table.getByRole('button', { name: refunds[0]!.refund_sn })).toBeVisible();
    // Pending first: the refused one is not on the table until the filter asks for it.
    await expect(table.getByText(refunds[1]!.refund_sn)).toBeHidden();

    await table.getByRole('button', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => sortedBy(table, 'desc')).toBe(true);
    await table.getByRole('button', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => sortedBy(table, 'asc')).toBe(true);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('refused');
    await expect(table.getByRole('button', { name: refunds[1]!.refund_sn })).toBeVisible();
    await expect(table.getByText(refunds[0]!.refund_sn)).toBeHidden();
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Refused' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await page.getByRole('searchbox', { name: 'Refund number' }).fill(refunds[0]!.refund_sn);
    await page.getByRole('searchbox', { name: 'Refund number' }).press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('button', { name: refunds[0]!.refund_sn })).toBeVisible();
    // The order number links the order's detail.
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/console\/orders\/\d+$/);
  });

  test('a top-up audit opens from its row with the evidence and is passed, one at a time', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    const shopper = await newShopper(request, 'desk-topups');
    // An account number of its own (the product takes 6–34 letters and digits), stored upper-cased.
    const account = `DESK${Date.now()}`;
    const ids = [
      await pendingRecharge(request, shopper, '12.00', account),
      await pendingRecharge(request, shopper, '34.00', account),
    ];

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/recharges');
    const table = page.getByRole('table', { name: 'Recharge audits' });
    const search = page.getByRole('searchbox', { name: 'Shopper id, address or account name' });
    await search.fill(account.toLowerCase());
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    // Money is audited one record at a time: no selection on the table.
    await expect(table.getByRole('checkbox')).toHaveCount(0);

    for (const [i, id] of ids.entries()) {
      await table.getByRole('button', { name: `#${id}` }).click();
      await passOpened(page, `#${id}`);
      // Passed, it leaves the "under audit" table; the other waits its turn.
      await expect(table.getByRole('button', { name: `#${id}` })).toBeHidden();
      if (i === 0) await expect(table.getByRole('button', { name: `#${ids[1]}` })).toBeVisible();
    }
    const passed = await call<{ data: Array<{ id: number; status: string }> }>(
      request,
      `admin/recharge/list?status=passed&keyword=${encodeURIComponent(account)}`,
      { token: admin },
    );
    expect(passed.data.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  test('the audit log pages through the server, ten rows at a time', async ({ page, request }) => {
    const admin = await adminToken(request);
    const log = await call<{ total: number }>(request, 'admin/audit_log?limit=1', { token: admin });
    if (log.total <= 20) {
      // Freezing and unfreezing a shopper are operator actions the log records.
      const shopper = await newShopper(request, 'desk-log');
      const { id } = await call<{ id: number }>(request, 'user/getUserInfo', { token: shopper });
      for (let i = log.total; i <= 20; i += 1)
        await call(request, 'admin/user/freeze', { token: admin, json: { id, frozen: i % 2 === log.total % 2 } });
    }

    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/audit-log');
    const table = page.getByRole('table', { name: 'Audit log' });
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const first = async () =>
      Number((await table.locator('tbody tr').first().locator('td').first().textContent())!.slice(1));
    const newest = await first();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(first).toBe(newest - 10);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect.poll(first).toBe(newest);
    // Oldest first is the server's too.
    await table.getByRole('button', { name: /No\./ }).click();
    await expect.poll(first).toBe(1);
  });
});
