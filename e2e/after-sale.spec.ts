import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { paidOrder, plainProduct } from './helpers/orders';
import { PNG } from './helpers/png';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';
import { fund } from './helpers/wallet';

// After-sale journeys as fresh shoppers: an address added in the app and chosen at checkout;
// a refund with proof of delivered goods that the operator approves (admin API, admin/admin123);
// a refund of an unshipped order from the order screen (whole items, no picture); a review with a
// picture that shows on the product. Setup and the operator's side go through the API.

/** A new shopper with 500.00 through a passed top-up; returns the token. */
async function fundedShopper(request: APIRequestContext, admin: string): Promise<string> {
  const token = await newShopper(request, 'after-sale');
  await fund(request, { token, admin, amount: '500' });
  return token;
}

test.describe('after-sale', () => {
  test('add an address in the app → it is chosen at checkout', async ({ page, request, baseURL }) => {
    const token = await newShopper(request, 'after-sale');
    const product = await plainProduct(request);
    await openAs(page, baseURL!, token, '/address');
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await expect(page).toHaveURL(/\/addressForm$/);

    // The form's messages (docs/product.md#form-messages) on the client, in the form's order.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter addressee')).toBeVisible();
    await page.getByLabel('Addressee').fill('Mali Chai');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter your mobile phone number')).toBeVisible();
    await page.getByLabel('Mobile phone').fill('0899999999');
    await page.getByLabel('Area', { exact: true }).fill('Chiang Mai');
    await page.getByLabel('Detailed address').fill('12 Nimman Rd');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in the tag')).toBeVisible();
    await page.getByRole('button', { name: 'Work' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/address$/);
    await expect(page.locator('.bz-address-card').first()).toContainText('Mali Chai');
    await expect(page.locator('.bz-address-card').first()).toContainText('Default');

    const items = encodeURIComponent(JSON.stringify([{ product_id: product.id, quantity: 1 }]));
    await page.goto(`/checkout?items=${items}`);
    await expect(page.getByText('Mali Chai').first()).toBeVisible();
    await expect(page.getByText('12 Nimman Rd', { exact: false }).first()).toBeVisible();
  });

  test('refund with proof → operator approves → refunded and the money is back', async ({ page, request, baseURL }) => {
    const admin = await adminToken(request);
    const token = await fundedShopper(request, admin);
    const product = await plainProduct(request);
    const order = await paidOrder(request, token, product.id);
    await call(request, 'admin/order/ship', { token: admin, json: { id: order.id, company: 'Kerry', number: 'KE8' } });
    const before = (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;

    await openAs(page, baseURL!, token, `/refund/${order.id}/${order.order_sn}/${product.id}/${order.total}`);
    await expect(page.getByLabel('Refund amount')).toHaveValue(order.total);
    await page.getByLabel('Refund amount').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in the refund amount')).toBeVisible();
    await page.getByLabel('Refund amount').fill('-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Refund amount cannot be negative')).toBeVisible();
    await page.getByLabel('Refund amount').fill('5.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in the reason and explanation')).toBeVisible();
    await page.getByText('Damaged', { exact: true }).click();
    await page.getByLabel('Explanation').fill('The box arrived crushed');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please upload proof')).toBeVisible();
    await page.getByLabel(/Add picture/).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    const progress = page.getByRole('region', { name: 'Refund' });
    await expect(progress).toContainText('Under review');
    await expect(progress).toContainText('5.50');

    const pending = await call<{ data: Array<{ id: number; order_id: number; images: string[] }> }>(
      request,
      'admin/refund/list?status=pending&limit=50',
      { token: admin },
    );
    const mine = pending.data.find((r) => r.order_id === order.id)!;
    expect(mine.images).toHaveLength(1);
    await call(request, 'admin/refund/handle', {
      token: admin,
      json: { id: mine.id, action: 'approve', remark: 'Sorry about that' },
    });

    await page.reload();
    await expect(progress).toContainText('Refunded');
    await expect(progress).toContainText('Sorry about that');
    const after = (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(550);
    await page.goto('/notification');
    await expect(page.locator('.bz-notification-item').first()).toContainText('Refund approved');
  });

  test('refund of an unshipped order: the item, refund only, its whole amount, no picture → order refunded', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    const token = await fundedShopper(request, admin);
    const product = await plainProduct(request);
    const order = await paidOrder(request, token, product.id);
    const detail = await call<{ items: Array<{ title: string }> }>(request, `order/detail?id=${order.id}`, { token });
    const before = (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;

    await openAs(page, baseURL!, token, `/orderInfo/${order.id}`);
    await page.getByRole('button', { name: 'Apply refund' }).click();
    await expect(page).toHaveURL(/\/refund\//);
    await expect(page.getByText(detail.items[0]!.title)).toBeVisible();
    await expect(page.getByText('Refund without return')).toBeVisible();
    await expect(page.getByText('Refund and return')).toHaveCount(0);
    await expect(page.getByText('Received', { exact: true })).toHaveCount(0);
    const amount = page.getByLabel('Refund amount');
    await expect(amount).toHaveValue(order.total);
    await expect(amount).toHaveAttribute('readonly', '');
    await expect(page.locator('.bz-refund-form__symbol')).toHaveText('$');
    await page.getByText('Changed my mind', { exact: true }).click();
    await page.getByLabel('Explanation').fill('No longer needed');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    const progress = page.getByRole('region', { name: 'Refund' });
    await expect(progress).toContainText('Under review');
    await expect(progress).toContainText(order.total);
    const pending = await call<{ data: Array<{ id: number; order_id: number; amount: string }> }>(
      request,
      'admin/refund/list?status=pending&limit=50',
      { token: admin },
    );
    const mine = pending.data.find((r) => r.order_id === order.id)!;
    expect(mine.amount).toBe(order.total);
    await call(request, 'admin/refund/handle', { token: admin, json: { id: mine.id, action: 'approve' } });
    const after = (await call<{ money: string }>(request, 'user/getUserInfo', { token })).money;
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(
      Math.round(Number(order.total) * 100),
    );
    const refunded = await call<{ status: string }>(request, `order/detail?id=${order.id}`, { token });
    expect(refunded.status).toBe('refunded');
  });

  test('review with a picture → shown on the product', async ({ page, request, baseURL }) => {
    const admin = await adminToken(request);
    const token = await fundedShopper(request, admin);
    const product = await plainProduct(request);
    const order = await paidOrder(request, token, product.id);
    await call(request, 'admin/order/ship', { token: admin, json: { id: order.id, company: 'Kerry', number: 'KE9' } });
    await call(request, 'order/confirm', { token, json: { id: order.id } });

    await openAs(page, baseURL!, token, `/comment?order_id=${order.id}&product_id=${product.id}`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review content cannot be empty')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Product' }).getByRole('radio', { name: '4 of 5 stars' }).click();
    const text = `Sturdy and well packed ${Date.now()}`;
    await page.getByLabel('Your review').fill(text);
    await page.getByLabel(/Add picture/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));

    const reviews = await call<{ data: Array<{ content: string; images: string[]; product_score: number }> }>(
      request,
      `product/reviews?id=${product.id}`,
    );
    expect(reviews.data[0]).toMatchObject({ content: text, product_score: 4 });
    expect(reviews.data[0]!.images).toHaveLength(1);
    await page.goto(`/detail/${product.id}`);
    await expect(page.getByText(text)).toBeVisible();
  });
});
