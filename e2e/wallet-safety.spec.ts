import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken } from './helpers/operator';
import { paidOrder, plainProduct } from './helpers/orders';
import { typeCode } from './helpers/pay-keypad';
import { openAs } from './helpers/shop-session';
import { newShopper, PAY_CODE } from './helpers/shopper';
import { fund, pendingRecharge } from './helpers/wallet';

// What a shopper and an operator could get wrong with money, and how the screens prevent it. The
// shopper types in the shop; the operator refuses in the console; setup goes through the API.

type Withdrawal = { id: number; username: string; bank_card_no: string; amount: string };

test.describe('wallet safety', () => {
  test('a withdrawal card number is checked, masked for the shopper, and a refusal needs its reason', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newShopper(request, 'unsafe');
    const admin = await adminToken(request);
    await fund(request, { token, admin, amount: '300' });

    await openAs(page, baseURL!, token, '/withDraw');
    await page.getByLabel('Amount').fill('120');
    await page.getByLabel('Bank name').fill('City Bank');
    await page.getByLabel('Account name').fill('Safe Tester');
    for (const [cardNo, message] of [
      ['12', 'The bank card number must have 12 to 19 digits'],
      ['6222abcd11112223', 'The bank card number can contain digits only'],
      ['6222000011112222', 'This bank card number is not valid. Please check it'],
    ]) {
      await page.getByLabel('Bank card no.').fill(cardNo!);
      await page.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByText(message!)).toBeVisible();
      await expect(page.getByText('Enter payment code')).toHaveCount(0);
    }
    await page.getByLabel('Bank card no.').fill('6222 0000 1111 2223');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await typeCode(page, PAY_CODE);
    await expect(page).toHaveURL(/\/depositRecord$/);
    const record = page.locator('.bz-record-item').first();
    await expect(record).toContainText('City Bank •••• 2223');
    await expect(page.getByText('6222000011112223')).toHaveCount(0);

    // The operator reads the whole number while it is to be paid, and must give a reason to refuse.
    const list = await call<{ data: Withdrawal[] }>(request, 'admin/extract/list?status=auditing&limit=50', {
      token: admin,
    });
    const mine = list.data.find((w) => w.bank_card_no === '6222000011112223')!;
    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/withdrawals');
    const card = page.locator('article', { hasText: `#${mine.id} · $120.00` });
    await expect(card).toContainText('6222000011112223');
    await expect(card).toContainText(`${mine.username} · #`);
    await card.getByRole('button', { name: 'Refuse' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please give the reason for refusing')).toBeVisible();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Refuse' }).click();
    await page.getByPlaceholder('Reason (required; the shopper reads it)').fill('The card is closed');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Refused', exact: true }).click();
    const refused = page.locator('article', { hasText: `#${mine.id} · $120.00` });
    await expect(refused).toContainText('•••• 2223');
    await expect(refused).not.toContainText('6222000011112223');

    await page.goto('/depositRecord');
    await expect(record).toContainText('Refused');
    await expect(record).toContainText('Reason for refusal: The card is closed');
    const notices = await call<{ data: Array<{ content: string }> }>(request, 'notification/list', { token });
    expect(notices.data[0]!.content).toContain('The card is closed');
  });

  test('the card top-up form shows where to pay and its maximum, and asks in field order', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    // The demo seed's own receiving account comes back afterwards.
    const seeded = await call<{ card_accounts: string }>(request, 'admin/setting', { token: admin });
    await call(request, 'admin/setting', {
      token: admin,
      json: { card_accounts: 'USD City Bank 6222 0000 1234 5678 Bazaar Ltd', card_recharge_max: '5000' },
    });
    const token = await newShopper(request, 'unsafe');
    await openAs(page, baseURL!, token, '/cardTopUp');
    await expect(page.getByText('Pay to · USD')).toBeVisible();
    await expect(page.getByText('City Bank 6222 0000 1234 5678 Bazaar Ltd')).toBeVisible();
    await expect(page.getByText('At most $5,000.00 per top-up')).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText('Please fill correct amount')).toBeVisible();
    await expect(page.getByText('Please fill recharge address')).toHaveCount(0);
    await page.getByLabel('Amount').fill('99999999');
    await submit.click();
    await expect(page.getByText('The amount cannot be more than $5,000.00')).toBeVisible();
    await page.getByLabel('Amount').fill('100');
    await submit.click();
    await expect(page.getByText('Please fill in the account you paid from')).toBeVisible();
    await call(request, 'admin/setting', {
      token: admin,
      json: { card_accounts: seeded.card_accounts, card_recharge_max: '50000' },
    });
  });

  test('the console names the card top-up, the shopper and the account paid from', async ({ page, request }) => {
    const token = await newShopper(request, 'unsafe');
    const id = await pendingRecharge(request, token, '77.00', '0012 3448 21');
    const me = await call<{ username: string }>(request, 'user/getUserInfo', { token });
    await signInToConsole(page, ADMIN.account, ADMIN.password);
    await page.goto('/console/recharges');
    const card = page.locator('article', { hasText: `#${id} · $77.00` });
    await expect(card).toContainText('Card');
    await expect(card).toContainText(`${me.username} · #`);
    await expect(card).toContainText('Paying account');
    // The operator reads the full account (grouping spaces dropped) to match the payment.
    await expect(card).toContainText('0012344821');
    await expect(card).not.toContainText('type.manual');
    await expect(card).not.toContainText('Address');
  });

  test('fund records follow the withdrawal and open what they name', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'unsafe');
    const admin = await adminToken(request);
    await fund(request, { token, admin, amount: '500' });
    const order = await paidOrder(request, token, (await plainProduct(request)).id);
    const withdrawal = await call<{ id: number }>(request, 'user/extract', {
      token,
      json: {
        type: 'bank',
        amount: '50',
        paypwd: PAY_CODE,
        bank_card_no: '6222000011112223',
        bank_name: 'City Bank',
        account_name: 'Safe Tester',
      },
    });
    await call(request, 'admin/extract/audit', { token: admin, json: { id: withdrawal.id, status: 'passed' } });

    await openAs(page, baseURL!, token, '/capitalRecord');
    const line = page.locator('.bz-record-item', { hasText: `Withdrawal #${withdrawal.id}` });
    await expect(line).toContainText('Withdrawal (paid out)');
    await expect(page.getByText('Withdrawal (held for audit)')).toHaveCount(0);
    await line.getByRole('link', { name: `Withdrawal #${withdrawal.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/depositRecord\\?id=${withdrawal.id}$`));
    await expect(page.getByText('Showing one record')).toBeVisible();
    await expect(page.locator('.bz-record-item')).toHaveCount(1);
    await expect(page.locator('.bz-record-item')).toContainText('Passed');

    await page.goBack();
    await page.getByRole('link', { name: `Order #${order.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(page.getByText(order.order_sn)).toBeVisible();
  });
});
