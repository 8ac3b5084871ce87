import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { adminToken, createMerchant, MERCHANT_PASSWORD } from './helpers/operator';
import { searchedProduct } from './helpers/orders';
import { setShopperCookie } from './helpers/shop-session';
import { signUp } from './helpers/shopper';

// The shop's side of chat: a merchant at a desk (1280 × 800) answers in the console's inbox while the shopper
// watches the conversation on a phone (390 × 844); both see each other's messages without a reload.

test('a merchant answers a shopper from the console inbox, live on both sides', async ({
  browser,
  request,
  baseURL,
}) => {
  const product = await searchedProduct(request);
  const admin = await adminToken(request);
  const merchant = `e2e-chat-${Date.now()}`;
  await createMerchant(request, admin, merchant, product.shop_id);

  // The shopper asks from the phone.
  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { token } = await signUp(request, 'console-chat');
  await setShopperCookie(shopperContext, baseURL!, token);
  const conversation = await call<{ id: number }>(request, 'chat/open', { token, json: { shop_id: product.shop_id } });
  const phone = await shopperContext.newPage();
  await phone.goto(`/chat/${conversation.id}`);
  const question = `Does the ${product.title} come in blue? ${Date.now()}`;
  await phone.getByRole('textbox').fill(question);
  await phone.keyboard.press('Enter');
  const shopperLog = phone.getByRole('log');
  await expect(shopperLog.getByText(question)).toBeVisible();

  // The merchant sees an unread conversation in the navigation, opens it, and reads the question.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await signInToConsole(desk, merchant, MERCHANT_PASSWORD);
  const nav = desk.getByRole('navigation');
  // The shop's unread conversations: this one, and any other test of the shop left unread.
  const unread = () =>
    call<{ total: number }>(request, `admin/chat/conversations?shop_id=${product.shop_id}&unread=true`, {
      token: admin,
    });
  await expect.poll(async () => (await unread()).total).toBeGreaterThanOrEqual(1);
  await expect(nav.getByRole('link', { name: /^Chat/ }).getByRole('status')).toHaveText(String((await unread()).total));
  await nav.getByRole('link', { name: /^Chat/ }).click();
  await desk.getByRole('button', { name: new RegExp(question.slice(0, 20)) }).click();
  const deskLog = desk.getByRole('log');
  await expect(deskLog.getByText(question)).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Orders with this shop' })).toContainText(
    'No orders with this shop yet',
  );
  // Read: the shopper's question is marked read on the phone, and the badge is gone.
  await expect(shopperLog.getByText('Read')).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Chat/ }).getByRole('status')).toHaveCount(0);

  // A quick reply and a typed answer reach the shopper live.
  const quick = 'Yes, it is in stock and ships within 24 hours.';
  await desk.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: quick }).click();
  await expect(shopperLog.getByText(quick)).toBeVisible();
  const typed = 'Blue is back next week.';
  await desk.getByRole('textbox', { name: /Reply to the shopper/ }).fill(typed);
  await desk.keyboard.press('Enter');
  await expect(deskLog.getByText(typed)).toBeVisible();
  await expect(shopperLog.getByText(typed)).toBeVisible();

  // The merchant leaves an away message; the shopper's next message arrives in the open inbox without a reload,
  // and the away message answers it on the phone.
  await desk.getByText('Away message · Off').click();
  const awayText = 'We are away until Monday and answer then.';
  await desk.getByRole('textbox', { name: /first message of the day/ }).fill(awayText);
  await desk.getByRole('switch', { name: 'Away message' }).click();
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Away message · On')).toBeVisible();
  const thanks = 'Thanks, I will wait.';
  await phone.getByRole('textbox').fill(thanks);
  await phone.keyboard.press('Enter');
  await expect(deskLog.getByText(thanks)).toBeVisible();
  await expect(shopperLog.getByText(awayText)).toBeVisible();
  await call(request, 'admin/chat/away', {
    token: admin,
    json: { shop_id: product.shop_id, enabled: false, text: '' },
  });

  await desk.screenshot({ path: 'test-results/console-chat-desk.png' });
  await phone.screenshot({ path: 'test-results/console-chat-phone.png' });
  await deskContext.close();
  await shopperContext.close();
});
