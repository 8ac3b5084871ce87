import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { typeCode } from './helpers/pay-keypad';
import { openAs } from './helpers/shop-session';
import { DEMO_SHOPPER, PAY_CODE, prepareShopper, signIn } from './helpers/shopper';

// The purchase path as the demo shopper: bag → checkout → payment code → orders, then
// cancelling an unpaid order and confirming a shipped one. Setup goes through the API.
type Line = { product_id: number; sku_id?: number; quantity: number; title: string; shop: string };

/** Two in-stock lines from two different shops (first SKU with stock when the product has specs). */
async function linesFromTwoShops(request: APIRequestContext): Promise<Line[]> {
  const page = await call<{ data: Array<{ id: number; shop_id: number }> }>(request, 'index/product?limit=20');
  const lines: Line[] = [];
  for (const card of page.data) {
    if (lines.length === 2) break;
    const detail = await call<{
      id: number;
      title: string;
      stock: number;
      shop: { id: number; name: string };
      skus: Array<{ id: number; stock: number }>;
    }>(request, `product/detail?id=${card.id}`);
    if (lines.some((l) => l.shop === detail.shop.name)) continue;
    const sku = detail.skus.find((s) => s.stock > 1);
    if (detail.skus.length > 0 && !sku) continue;
    lines.push({ product_id: detail.id, sku_id: sku?.id, quantity: 1, title: detail.title, shop: detail.shop.name });
  }
  expect(lines).toHaveLength(2);
  return lines;
}

/** The demo shopper's token, with an empty bag and an address. */
async function freshShopper(request: APIRequestContext): Promise<string> {
  const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
  await prepareShopper(request, token);
  return token;
}

async function addToBag(request: APIRequestContext, token: string, line: Line, quantity = 1) {
  await call(request, 'cart/add', {
    token,
    json: { product_id: line.product_id, quantity, ...(line.sku_id ? { sku_id: line.sku_id } : {}) },
  });
}

/** An unpaid order of one line, placed through the API. */
async function placeOrder(request: APIRequestContext, token: string, line: Line): Promise<number> {
  const addresses = await call<Array<{ id: number; is_default: boolean }>>(request, 'user/address_list', { token });
  const address = addresses.find((a) => a.is_default) ?? addresses[0]!;
  const created = await call<{ order_ids: number[] }>(request, 'order/create', {
    token,
    json: {
      items: [{ product_id: line.product_id, quantity: 1, ...(line.sku_id ? { sku_id: line.sku_id } : {}) }],
      address_id: address.id,
    },
  });
  return created.order_ids[0]!;
}

async function orderStatus(request: APIRequestContext, token: string, id: number): Promise<string> {
  return (await call<{ status: string }>(request, `order/detail?id=${id}`, { token })).status;
}

/** The spec values of a line's SKU, as the product page offers them. */
async function specValues(request: APIRequestContext, line: Line): Promise<string[]> {
  const detail = await call<{ skus: Array<{ id: number; spec: Record<string, string> }> }>(
    request,
    `product/detail?id=${line.product_id}`,
  );
  return Object.values(detail.skus.find((s) => s.id === line.sku_id)?.spec ?? {});
}

/** Opens the product page, picks the line's SKU in the sheet opened by `action` and confirms. */
async function pickOnProductPage(page: Page, request: APIRequestContext, line: Line, action: 'Add to bag' | 'Buy now') {
  await page.goto(`/detail/${line.product_id}`);
  await page.getByRole('button', { name: action }).first().click();
  const sheet = page.locator('.bz-sku-sheet');
  for (const value of await specValues(request, line)) await sheet.getByText(value, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('purchase', () => {
  test('bag from two shops → checkout → pay with the payment code → waiting deliver', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await freshShopper(request);
    const lines = await linesFromTwoShops(request);
    for (const l of lines) await addToBag(request, token, l);
    const before = await call<{ money: string }>(request, 'user/getUserInfo', { token });

    await openAs(page, baseURL!, token, '/bag');
    for (const l of lines) {
      await expect(page.getByRole('region', { name: l.shop })).toContainText(l.title);
    }
    await page.getByRole('button', { name: /Checkout/ }).click();

    await expect(page).toHaveURL(/\/checkout\?cart_ids=\d+%2C\d+|\/checkout\?cart_ids=\d+,\d+/);
    await expect(page.getByText('Ann Lee').first()).toBeVisible();
    for (const l of lines) await expect(page.getByRole('region', { name: l.shop })).toContainText(l.title);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/payment\?pay_sn=/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Please enter your payment code')).toBeVisible();
    // A wrong code: the server's message with the tries left before the lock, and nothing is charged.
    await typeCode(page, '000000');
    await expect(page.getByRole('alert')).toContainText(/incorrect.*4 tries left before payment locks for 15 minutes/);
    await typeCode(page, PAY_CODE);
    await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
    // The receipt has its own title, no longer the call to pay.
    await expect(page).toHaveTitle('Payment successful');
    await expect(page.locator('.bz-app__nav')).not.toContainText('Pay Now');

    const after = await call<{ money: string; order_counts: Record<string, number> }>(request, 'user/getUserInfo', {
      token,
    });
    expect(Number(after.money)).toBeLessThan(Number(before.money));
    // The balance as the shop writes money in English: thousands grouped.
    const shown = Number(after.money).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByText(`$${shown}`)).toBeVisible();

    await page.getByRole('button', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/myPurchases\/waiting_deliver$/);
    for (const l of lines) {
      await expect(page.getByRole('region', { name: l.shop }).filter({ hasText: l.title }).first()).toContainText(
        'To ship',
      );
    }
    // The bag no longer holds the ordered lines.
    await page.goto('/bag');
    await expect(page.getByText('Your bag is empty')).toBeVisible();
  });

  test('a wrong payment code says how many tries are left; "Forgot payment code?" opens the email reset', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    const orderId = await placeOrder(request, token, line!);
    await openAs(page, baseURL!, token, `/payment?order_id=${orderId}`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await typeCode(page, '000000');
    await expect(page.getByRole('alert')).toContainText('4 tries left before payment locks for 15 minutes');
    await page.getByRole('link', { name: 'Forgot payment code?' }).click();
    await expect(page).toHaveURL(/\/changePayPwd\?reset=email$/);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByLabel('Current payment code')).toHaveCount(0);
    // The right code starts the count again, so the demo shopper leaves as it came.
    await call(request, 'user/verify_pay', { token, json: { paypwd: PAY_CODE } });
    await call(request, 'order/cancel', { token, json: { id: orderId } });
  });

  test('checking out with nothing selected says so', async ({ page, request, baseURL }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    await addToBag(request, token, line!);
    await openAs(page, baseURL!, token, '/bag');
    await page.getByText('All', { exact: true }).click();
    await expect(page.getByRole('button', { name: /Checkout \(0\)/ })).toBeVisible();
    await page.getByRole('button', { name: /Checkout/ }).click();
    await expect(page.getByText('Please select item to checkout')).toBeVisible();
    await expect(page).toHaveURL(/\/bag$/);
  });

  test('cancel an unpaid order after the confirmation prompt', async ({ page, request, baseURL }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    const id = await placeOrder(request, token, line!);

    await openAs(page, baseURL!, token, `/orderInfo/${id}`);
    await expect(page.locator('.bz-order-info__banner')).toContainText('To pay');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator('.bz-order-info__banner')).toContainText('Cancelled');
    expect(await orderStatus(request, token, id)).toBe('cancelled');
  });

  test('confirm receipt of a shipped order after the confirmation prompt', async ({ page, request, baseURL }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    const id = await placeOrder(request, token, line!);
    await call(request, 'order/pay', { token, json: { order_id: id, paypwd: PAY_CODE } });
    await call(request, 'admin/order/ship', {
      token: await adminToken(request),
      json: { id, company: 'SF Express', number: 'SF123456789' },
    });

    await openAs(page, baseURL!, token, '/myPurchases/delivered');
    await expect(page.getByRole('region', { name: line!.shop }).first()).toContainText('Shipped');
    await page.goto(`/orderInfo/${id}`);
    await expect(page.getByText('SF Express SF123456789')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm received' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator('.bz-order-info__banner')).toContainText('Received');
    expect(await orderStatus(request, token, id)).toBe('received');
  });
  test('add to the bag from the product page; the kept-alive bag tab shows the line', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await freshShopper(request);
    // Open the bag first so the kept-alive tab holds the older, empty answer.
    await openAs(page, baseURL!, token, '/bag');
    await expect(page.getByText('Your bag is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Go shopping' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The kept (hidden) bag page holds its suggestion cards too: click one of home's.
    await page.locator('.bz-home .bz-product-card[role="button"]').first().click();
    await expect(page).toHaveURL(/\/detail\/\d+/);
    const id = Number(/\/detail\/(\d+)/.exec(page.url())![1]);
    const detail = await call<{
      title: string;
      shop: { name: string };
      skus: Array<{ id: number; stock: number; spec: Record<string, string> }>;
    }>(request, `product/detail?id=${id}`);
    const sku = detail.skus.find((s) => s.stock > 0);
    await page.getByRole('button', { name: 'Add to bag' }).first().click();
    const sheet = page.locator('.bz-sku-sheet');
    for (const value of Object.values(sku?.spec ?? {})) await sheet.getByText(value, { exact: true }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Added to bag')).toBeVisible();
    // Back through the app's own history to the bag tab that stayed mounted.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.getByRole('region', { name: detail.shop.name })).toContainText(detail.title);
  });

  test('buy now from the product page → checkout of that line → pay', async ({ page, request, baseURL }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    await openAs(page, baseURL!, token, '/home');
    await pickOnProductPage(page, request, line!, 'Buy now');
    await expect(page).toHaveURL(/\/checkout\?items=/);
    await expect(page.getByRole('region', { name: line!.shop })).toContainText(line!.title);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment\?pay_sn=/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await typeCode(page, PAY_CODE);
    await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page.locator('.bz-order-info__banner')).toContainText('To ship');
  });
  test('bag: quantity bounded by stock, clear unavailable lines, swipe to delete with confirmation', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await freshShopper(request);
    const [kept, soldOut] = await linesFromTwoShops(request);
    const stockOf = async (line: Line) => {
      const d = await call<{ stock: number; skus: Array<{ id: number; stock: number }> }>(
        request,
        `product/detail?id=${line.product_id}`,
      );
      return line.sku_id ? d.skus.find((s) => s.id === line.sku_id)!.stock : d.stock;
    };
    const sku = (line: Line) => (line.sku_id ? { sku_id: line.sku_id } : {});
    // One line already at its stock; the other turns unavailable once an unpaid order reserves all of its stock.
    await addToBag(request, token, kept!, await stockOf(kept!));
    await addToBag(request, token, soldOut!);
    const addresses = await call<Array<{ id: number }>>(request, 'user/address_list', { token });
    await call(request, 'order/create', {
      token,
      json: {
        items: [{ product_id: soldOut!.product_id, quantity: await stockOf(soldOut!), ...sku(soldOut!) }],
        address_id: addresses[0]!.id,
      },
    });

    await openAs(page, baseURL!, token, '/bag');
    const keptGroup = page.getByRole('region', { name: kept!.shop });
    await expect(keptGroup.getByRole('button', { name: 'Increase' })).toBeDisabled();
    const unavailable = page.getByRole('region', { name: /Unavailable items \(1\)/ });
    await expect(unavailable).toContainText(soldOut!.title);
    await unavailable.getByRole('button', { name: 'Clear unavailable items' }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(unavailable).toBeHidden();

    // Swipe the line left to reveal its delete button.
    const row = keptGroup.locator('.bz-bag-item');
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    // The swipe's own button (the line also has a "Delete <title>" button of its own).
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Remove this item from your bag?')).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your bag is empty')).toBeVisible();
  });
  test('a promo code: the reason when it does not apply, the discount when it does', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await freshShopper(request);
    const [line] = await linesFromTwoShops(request);
    const items = [{ product_id: line!.product_id, quantity: 1, ...(line!.sku_id ? { sku_id: line!.sku_id } : {}) }];
    await openAs(page, baseURL!, token, `/checkout?items=${encodeURIComponent(JSON.stringify(items))}`);
    const promo = page.locator('.bz-checkout__promo');
    await promo.getByRole('textbox').fill('NO-SUCH-CODE');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(promo.getByRole('alert')).toContainText('does not exist');
    await expect(page.getByText('Discount')).toBeHidden();

    await promo.getByRole('textbox').fill('WELCOME10');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(promo.getByRole('status')).toHaveText('Promo code applied');
    await expect(page.getByText('Discount')).toBeVisible();
    await expect(page.getByText('Discount').locator('xpath=following-sibling::dd')).toHaveText(/^−\$\d+\.\d{2}$/);
  });
});
