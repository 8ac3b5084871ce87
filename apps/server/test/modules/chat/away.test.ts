import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { get, openSocket, post, text, until } from '../../helpers/chat';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let shop: number;
let other: number;
let merchant: { token: string };
let operator: { token: string };

const newShop = async (name: string) =>
  (
    await server.app.db
      .insertInto('shops')
      .values({ name, createtime: 0, updatetime: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app);
  [shop, other] = [await newShop('Away Shop'), await newShop('Other Away Shop')];
  [merchant, operator] = await Promise.all([
    createAdmin(server.app, { role: 'merchant', shopId: shop }),
    createAdmin(server.app, { role: 'admin' }),
  ]);
});
afterAll(() => server.close());

const away = (token: string, body: object) => post(server, token, '/api/admin/chat/away', body);

describe('admin/chat/away', () => {
  it('is off with no text until set; turning it on needs a text; off keeps the text', async () => {
    expect((await get(server, merchant.token, '/api/admin/chat/away')).body.data).toEqual({ enabled: false, text: '' });
    const empty = await away(merchant.token, { enabled: true, text: '   ' });
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'text' } });
    expect(empty.body.msg).toMatch(/away message/);
    await away(merchant.token, { enabled: true, text: ' Back on Monday. ' });
    await away(merchant.token, { enabled: false, text: 'Back on Monday.' });
    expect((await get(server, merchant.token, '/api/admin/chat/away')).body.data).toEqual({
      enabled: false,
      text: 'Back on Monday.',
    });
  });

  it('keeps a merchant to its own shop; an operator names the shop', async () => {
    const foreign = await away(merchant.token, { shop_id: other, enabled: true, text: 'Not mine' });
    expect(foreign.body.data).toEqual({ enabled: true, text: 'Not mine' });
    expect((await get(server, operator.token, `/api/admin/chat/away?shop_id=${other}`)).body.data.enabled).toBe(false);
    expect((await get(server, operator.token, `/api/admin/chat/away?shop_id=${shop}`)).body.data.text).toBe('Not mine');
    const unnamed = await away(operator.token, { enabled: true, text: 'Which shop?' });
    expect(unnamed.body).toMatchObject({ code: 0, data: { field: 'shop_id' } });
    await away(operator.token, { shop_id: shop, enabled: false, text: 'Back on Monday.' });
  });
});

describe("a shopper's message while the shop is away", () => {
  it('is answered by the system once a day, live, not as the shop and not unread for it', async () => {
    await away(merchant.token, { enabled: true, text: 'We are away until Monday.' });
    const id = (await post(server, ann.token, '/api/chat/open', { shop_id: shop })).body.data.id;
    const socket = await openSocket(server, '/api/chat/socket', ann.token, { kind: 'user', id: ann.id });
    await post(server, ann.token, '/api/chat/send', text(id, 'Is blue in stock?'));
    await post(server, ann.token, '/api/chat/send', text(id, 'And red?'));
    const messages = (await get(server, ann.token, `/api/chat/messages?conversation_id=${id}`)).body.data;
    expect(messages.map((m: { seq: number; sender: string }) => [m.seq, m.sender])).toEqual([
      [1, 'shopper'],
      [2, 'system'],
      [3, 'shopper'],
    ]);
    expect(messages[1].text).toBe('We are away until Monday.');
    await until(() => socket.frames.some((f) => f.type === 'message' && f.message.sender === 'system'));
    socket.close();

    const inbox = (await get(server, merchant.token, '/api/admin/chat/conversations')).body.data.data;
    expect(inbox.find((c: { id: number }) => c.id === id).unread).toBe(2);
    const mine = (await get(server, ann.token, '/api/chat/conversations')).body.data.data;
    expect(mine.find((c: { id: number }) => c.id === id).unread).toBe(1);
    // Only the shop's own answer counts for its response rate.
    expect((await server.request(`/api/shop/detail?id=${shop}`)).body.data.chat).toMatchObject({ response_rate: 0 });
  });

  it('is not sent when the away message is off', async () => {
    await away(merchant.token, { enabled: false, text: 'We are away until Monday.' });
    const bob = await createShopper(server.app);
    const id = (await post(server, bob.token, '/api/chat/open', { shop_id: shop })).body.data.id;
    await post(server, bob.token, '/api/chat/send', text(id, 'Hello?'));
    const messages = (await get(server, bob.token, `/api/chat/messages?conversation_id=${id}`)).body.data;
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['shopper']);
  });
});
