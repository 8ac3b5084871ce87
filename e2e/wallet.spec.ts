import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { typeCode } from './helpers/pay-keypad';
import { PNG } from './helpers/png';
import { openAs } from './helpers/shop-session';
import { newShopper, PAY_CODE } from './helpers/shopper';
import { fund } from './helpers/wallet';

// Wallet journeys as a fresh shopper: an on-chain top-up with evidence that the operator
// passes (through the admin API, signed in as the first operator admin/admin123), and a
// withdrawal that the operator refuses. Setup and the operator's side go through the API.

test.describe('wallet', () => {
  test('on-chain top-up with evidence → operator passes → balance and fund record', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newShopper(request, 'wallet');
    await openAs(page, baseURL!, token, '/topUp');
    await expect(page.locator('.bz-balance-card')).toContainText('$0.00');
    await page.getByText('On-chain top up').click();
    await expect(page).toHaveURL(/\/walletTopUp$/);

    // The form's messages (docs/product.md#form-messages) on the client before any call.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please choose charge network')).toBeVisible();
    await expect(
      page.getByText(
        'Please choose the same network as the withdrawal platform; deposits via DEX, BSC and HECO are not supported.',
      ),
    ).toBeVisible();

    await page.getByRole('radio', { name: /TRC20/ }).click();
    await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
    // The demo's TRC20 has an xpub: the shopper's own address shows (chain-top-up.spec.ts covers it).
    const networks = await call<Array<{ id: number; name: string }>>(request, 'user/getBlockchain', { token });
    const trc20 = networks.find((n) => n.name === 'TRC20')!;
    const own = await call<{ address: string }>(request, `user/deposit_address?network_id=${trc20.id}`, { token });
    await expect(page.getByText(own.address)).toBeVisible();

    // In the order of the form's fields: the amount, then the address paid from.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill correct amount')).toBeVisible();
    await page.getByLabel('Amount').fill('120.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill recharge address')).toBeVisible();
    await page.getByLabel('Paying address').fill('TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please upload payment evidence')).toBeVisible();
    await page
      .getByLabel(/Upload payment evidence/)
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Payment evidence' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/topUpRecord$/);
    const record = page.locator('.bz-record-item').first();
    await expect(record).toContainText('$120.50');
    await expect(record).toContainText('Auditing');

    // The operator passes it.
    const admin = await adminToken(request);
    const pending = await call<{ data: Array<{ id: number; address: string }> }>(
      request,
      'admin/recharge/list?status=auditing&limit=50',
      { token: admin },
    );
    const mine = pending.data.find((r) => r.address === 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy')!;
    await call(request, 'admin/recharge/audit', {
      token: admin,
      json: { id: mine.id, status: 'passed', remark: 'Seen' },
    });

    await page.reload();
    await expect(record).toContainText('Passed');
    await expect(record).toContainText('Audit result: Seen');
    await page.goto('/capitalRecord');
    const line = page.locator('.bz-record-item').first();
    await expect(line).toContainText('Top up');
    await expect(line).toContainText('+$120.50');
    await expect(line).toContainText('$0.00');
    await expect(line).toContainText('$120.50');
    await page.goto('/topUp');
    await expect(page.locator('.bz-balance-card')).toContainText('$120.50');
  });

  test('withdrawal → operator refuses → balance restored', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'wallet');
    // 200.00 on the balance through a passed manual top-up.
    const admin = await adminToken(request);
    await fund(request, { token, admin, amount: '200' });

    await openAs(page, baseURL!, token, '/withDraw');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('Please enter a withdrawal amount above 0')).toBeVisible();
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('The withdrawal amount cannot be more than your balance')).toBeVisible();

    // Live service charge (1%) and arrival.
    await page.getByLabel('Amount').fill('150.5');
    await expect(page.getByTestId('draw-fee')).toHaveText('$1.51');
    await expect(page.getByTestId('draw-actual')).toHaveText('$148.99');
    await page.getByLabel('Bank card no.').fill('6222000011112223');
    await page.getByLabel('Bank name').fill('City Bank');
    await page.getByLabel('Account name').fill('Wallet Tester');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await typeCode(page, PAY_CODE);

    await expect(page).toHaveURL(/\/depositRecord$/);
    const record = page.locator('.bz-record-item').first();
    await expect(record).toContainText('$150.50');
    await expect(record).toContainText('Auditing');
    await expect(record).toContainText('$148.99');
    const held = await call<{ money: string; frozen_money: string }>(request, 'user/getUserInfo', { token });
    expect(held).toMatchObject({ money: '49.50', frozen_money: '150.50' });

    const pending = await call<{ data: Array<{ id: number; user_id: number; amount: string }> }>(
      request,
      'admin/extract/list?status=auditing&limit=50',
      { token: admin },
    );
    const mine = pending.data.find((w) => w.amount === '150.50')!;
    await call(request, 'admin/extract/audit', {
      token: admin,
      json: { id: mine.id, status: 'refused', remark: 'Card name mismatch' },
    });

    await page.reload();
    await expect(record).toContainText('Refused');
    await expect(record).toContainText('Card name mismatch');
    const after = await call<{ money: string; frozen_money: string }>(request, 'user/getUserInfo', { token });
    expect(after).toMatchObject({ money: '200.00', frozen_money: '0.00' });
    await page.goto('/capitalRecord');
    const lines = page.locator('.bz-record-item');
    await expect(lines.nth(0)).toContainText('Withdrawal refused, returned');
    await expect(lines.nth(0)).toContainText('+$150.50');
    await expect(lines.nth(1)).toContainText('-$150.50');
    await expect(lines.nth(0)).toContainText('$200.00');
  });

  test('copy on a page without HTTPS says it is not supported', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'wallet');
    // 127.0.0.1 counts as secure; pretend the shop is served over plain HTTP on a LAN.
    await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { value: false }));
    await openAs(page, baseURL!, token, '/walletTopUp');
    await page.getByRole('radio', { name: /TRC20/ }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copy is not supported on non-HTTPS')).toBeVisible();
  });
});
