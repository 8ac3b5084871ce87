import { expect, test, type APIRequestContext } from '@playwright/test';
import { call } from './helpers/api';
import { adminToken } from './helpers/operator';
import { placedOrder, plainProduct, searchedProduct } from './helpers/orders';
import { setShopperCookie } from './helpers/shop-session';
import { signUp } from './helpers/shopper';

/** The shop answers through the back office's calls, as the console inbox does. */
const shopAnswers = (request: APIRequestContext, admin: string, conversationId: number, text: string) =>
  call(request, 'admin/chat/send', {
    token: admin,
    json: { conversation_id: conversationId, client_id: `e2e-${Date.now()}`, text },
  });

test.describe('chat between a shopper and a shop', () => {
  for (const lang of ['en', 'th'] as const) {
    test(`a question from product detail and the shop's answer arrive live (${lang})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await signUp(request, `chat-${lang}`);
      await setShopperCookie(context, baseURL!, token);
      await context.addCookies([{ name: 'Local_Lang', value: lang, url: baseURL! }]);
      const product = await searchedProduct(request);
      const admin = await adminToken(request);

      await page.goto(`/detail/${product.id}`);
      await page.getByRole('button', { name: lang === 'th' ? 'แชท' : 'Chat', exact: true }).click();
      await expect(page).toHaveURL(/\/chat\/\d+\?product_id=\d+$/);
      const conversationId = Number(/\/chat\/(\d+)/.exec(page.url())![1]);

      // The product waits above the box, ready to send.
      await page.getByRole('button', { name: lang === 'th' ? 'ส่งสินค้านี้' : 'Send this product' }).click();
      const log = page.getByRole('log');
      await expect(log.locator('.bz-chat-bubble--mine .bz-chat-bubble__card')).toBeVisible();

      const question = lang === 'th' ? 'สีน้ำเงินมีไซซ์ M ไหมคะ' : 'Is the blue one in stock in size M?';
      await page.getByRole('textbox').fill(question);
      await page.keyboard.press('Enter');
      await expect(log.getByText(question)).toBeVisible();

      // The shop sees the question and answers; the answer appears without a reload, and the question is read.
      // The bubble shows as soon as it is typed: the server may store it a moment later.
      const messages = () =>
        call<Array<{ text: string }>>(request, `admin/chat/messages?conversation_id=${conversationId}`, {
          token: admin,
        });
      await expect.poll(async () => (await messages()).map((m) => m.text)).toContain(question);
      const seen = await messages();
      const answer = lang === 'th' ? 'มีค่ะ ส่งได้วันนี้' : 'Yes, it ships today.';
      await call(request, 'admin/chat/read', {
        token: admin,
        json: { conversation_id: conversationId, seq: seen.length },
      });
      await shopAnswers(request, admin, conversationId, answer);
      await expect(log.locator('.bz-chat-bubble--theirs').getByText(answer)).toBeVisible();
      await expect(log.getByText(lang === 'th' ? 'อ่านแล้ว' : 'Read').first()).toBeVisible();

      await page.screenshot({ path: `test-results/chat-thread-${lang}.png` });
    });
  }

  test('the shop page shows its response rate, and the shop page, an order and a refund open the chat', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await signUp(request, 'chat-entries');
    await setShopperCookie(context, baseURL!, token);
    const product = await plainProduct(request);
    const orderId = await placedOrder(request, token, product.id);
    const order = await call<{ order_sn: string }>(request, `order/detail?id=${orderId}`, { token });

    // The shop page: Chat beside Follow, and how the shop answers once a shopper has asked.
    await page.goto(`/shop/${product.shop_id}`);
    await page.locator('.bz-shop-header').getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const conversationId = Number(/\/chat\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('textbox').fill('Do you ship on Sundays?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByText('Do you ship on Sundays?')).toBeVisible();
    const admin = await adminToken(request);
    await shopAnswers(request, admin, conversationId, 'Yes, every day.');
    await page.goto(`/shop/${product.shop_id}`);
    await expect(page.locator('.bz-shop-header__stats')).toContainText(/\d+%\s*Chat response/);
    await expect(page.getByText(/^Usually replies within \d+ minutes?$/)).toBeVisible();

    // The order's detail: the same conversation, with the order ready to send.
    await page.goto(`/orderInfo/${orderId}`);
    await page.getByRole('button', { name: 'Chat with the shop' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}\\?order_id=${orderId}$`));
    await page.getByRole('button', { name: 'Send this order' }).click();
    await expect(page.getByRole('log').getByText(`Order ${order.order_sn}`)).toBeVisible();

    // A refund request: ask the shop first.
    await page.goto(`/refund/${orderId}/${order.order_sn}/${product.id}`);
    await page.getByRole('button', { name: 'Ask the shop first' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}\\?order_id=${orderId}$`));
  });
});
