import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { get, post, shopIdByName, text } from '../../helpers/chat';
import { addAddress, placeOrder, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let bob: TestShopper;
let alpha: number;
let beta: number;
let alphaMerchant: { token: string };
let betaMerchant: { token: string };
let operator: { token: string };
let conversation: number;

beforeAll(async () => {
  server = await startServer({
    config: { chat: { rateLimit: 30, rateWindowSeconds: 60, noticeHoldOffSeconds: 600, pingMs: 25_000 } },
  });
  [ann, bob] = await Promise.all([createShopper(server.app, { balanceCents: 100_000 }), createShopper(server.app)]);
  [alpha, beta] = await Promise.all([shopIdByName(server.app, 'Alpha Shop'), shopIdByName(server.app, 'Beta Shop')]);
  [alphaMerchant, betaMerchant, operator] = await Promise.all([
    createAdmin(server.app, { role: 'merchant', shopId: alpha }),
    createAdmin(server.app, { role: 'merchant', shopId: beta }),
    createAdmin(server.app, { role: 'admin' }),
  ]);
  conversation = (await post(server, ann.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
});
afterAll(() => server.close());

const send = (token: string, body: unknown, admin = false) =>
  post(server, token, admin ? '/api/admin/chat/send' : '/api/chat/send', body);

describe('chat/open', () => {
  it('makes one conversation per shopper and shop', async () => {
    const again = await post(server, ann.token, '/api/chat/open', { shop_id: alpha });
    expect(again.body.data).toMatchObject({ id: conversation, shop: { id: alpha, name: 'Alpha Shop' }, unread: 0 });
    expect(again.body.data.last_message).toBeNull();
    const other = await post(server, bob.token, '/api/chat/open', { shop_id: alpha });
    expect(other.body.data.id).not.toBe(conversation);
  });

  it('refuses a shop that does not exist, and a caller without a token', async () => {
    const missing = await post(server, ann.token, '/api/chat/open', { shop_id: 999_999 });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'shop_id' } });
    const anonymous = await server.request('/api/chat/open', { method: 'POST', json: { shop_id: alpha } });
    expect(anonymous.status).toBe(401);
  });
});

describe('sending and reading', () => {
  it('numbers messages of both sides 1, 2, 3 … without gaps, also when sent at once', async () => {
    const { body } = await post(server, ann.token, '/api/chat/open', { shop_id: beta });
    const id = body.data.id;
    const sends = Array.from({ length: 12 }, (_, i) => [
      send(ann.token, text(id, `shopper ${i}`)),
      send(betaMerchant.token, text(id, `shop ${i}`), true),
    ]).flat();
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.body.code)).toEqual(Array(24).fill(1));
    const seqs = answers.map((a) => a.body.data.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const list = await get(server, ann.token, `/api/chat/messages?conversation_id=${id}&limit=100`);
    expect(list.body.data.map((m: { seq: number }) => m.seq)).toEqual(seqs);
    // Each side's own messages keep the order they were answered in.
    const mine = list.body.data.filter((m: { sender: string }) => m.sender === 'shopper');
    expect(mine).toHaveLength(12);
    const page = await get(server, ann.token, `/api/chat/messages?conversation_id=${id}&after_seq=20`);
    expect(page.body.data.map((m: { seq: number }) => m.seq)).toEqual([21, 22, 23, 24]);
    const before = await get(server, ann.token, `/api/chat/messages?conversation_id=${id}&before_seq=5&limit=2`);
    expect(before.body.data.map((m: { seq: number }) => m.seq)).toEqual([3, 4]);
  });

  it('answers a repeated client_id with the first message and sends nothing', async () => {
    const clientId = randomUUID();
    const first = await send(ann.token, text(conversation, 'Is blue in stock?', clientId));
    expect(first.body.data).toMatchObject({ sender: 'shopper', type: 'text', text: 'Is blue in stock?', read: false });
    const [again, atOnce] = await Promise.all([
      send(ann.token, text(conversation, 'Is blue in stock?', clientId)),
      send(ann.token, text(conversation, 'something else', clientId)),
    ]);
    expect(again.body.data).toEqual(first.body.data);
    expect(atOnce.body.data.id).toBe(first.body.data.id);
    const list = await get(server, ann.token, `/api/chat/messages?conversation_id=${conversation}`);
    expect(list.body.data.filter((m: { text: string }) => m.text === 'Is blue in stock?')).toHaveLength(1);
    // The shop may use the same client_id: it is its own message.
    const shop = await send(alphaMerchant.token, text(conversation, 'Yes, it is.', clientId), true);
    expect(shop.body.data).toMatchObject({ sender: 'shop', seq: first.body.data.seq + 1 });
  });

  it('counts unread for each side and marks read', async () => {
    const user = await get(server, ann.token, '/api/user/getUserInfo');
    expect(user.body.data.chat_unread).toBeGreaterThanOrEqual(1);
    const list = await get(server, ann.token, '/api/chat/conversations');
    const mine = list.body.data.data.find((c: { id: number }) => c.id === conversation);
    expect(mine).toMatchObject({ unread: 1, last_message: { sender: 'shop', text: 'Yes, it is.' } });
    const read = await post(server, ann.token, '/api/chat/read', {
      conversation_id: conversation,
      seq: mine.last_message.seq,
    });
    expect(read.body.data).toEqual({ unread: 0 });
    const inbox = await get(server, alphaMerchant.token, '/api/admin/chat/conversations');
    const row = inbox.body.data.data.find((c: { id: number }) => c.id === conversation);
    expect(row).toMatchObject({ user: { id: ann.id }, unread: 1 });
    const messages = await get(server, alphaMerchant.token, `/api/admin/chat/messages?conversation_id=${conversation}`);
    expect(messages.body.data.at(-1)).toMatchObject({ sender: 'shop', read: true });
    const after = await get(server, ann.token, '/api/user/getUserInfo');
    expect(after.body.data.chat_unread).toBe(user.body.data.chat_unread - 1);
  });

  it('sends product and order cards, and the sender’s own pictures', async () => {
    const product = await productId(server.app, 3);
    const card = await send(ann.token, { conversation_id: conversation, client_id: randomUUID(), product_id: product });
    expect(card.body.data).toMatchObject({ type: 'product', product: { id: product } });
    const order = await placeOrder(
      server,
      ann,
      [{ product_id: product, quantity: 1 }],
      await addAddress(server.app, ann.id),
    );
    const orderId = order.order_ids[0]!;
    const shown = await send(ann.token, { conversation_id: conversation, client_id: randomUUID(), order_id: orderId });
    expect(shown.body.data).toMatchObject({ type: 'order', order: { id: orderId, status: 'waiting_pay' } });
    await server.app.db
      .insertInto('uploads')
      .values({ url: `/uploads/chat-${ann.id}.png`, path: 'x', user_id: ann.id, createtime: 0 })
      .execute();
    const image = await send(ann.token, {
      conversation_id: conversation,
      client_id: randomUUID(),
      image: `/uploads/chat-${ann.id}.png`,
    });
    expect(image.body.data).toMatchObject({ type: 'image', image: `/uploads/chat-${ann.id}.png` });
    // Bob's conversation with Alpha: Ann's order and Ann's picture are not his.
    const bobs = (await post(server, bob.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
    const notHis = await send(bob.token, { conversation_id: bobs, client_id: randomUUID(), order_id: orderId });
    expect(notHis.body).toMatchObject({ code: 0, data: { field: 'order_id' } });
    const foreign = await send(bob.token, {
      conversation_id: bobs,
      client_id: randomUUID(),
      image: `/uploads/chat-${ann.id}.png`,
    });
    expect(foreign.body).toMatchObject({ code: 0, data: { field: 'image' } });
  });
});

describe('refusals', () => {
  it('refuses bad input with a localized message', async () => {
    const cases: [unknown, string | undefined][] = [
      [text(conversation, '   '), 'text'],
      [text(conversation, 'x'.repeat(2001)), 'text'],
      [{ conversation_id: conversation, client_id: randomUUID() }, undefined],
      [{ ...text(conversation, 'hi'), product_id: 1 }, undefined],
      [{ conversation_id: conversation, client_id: randomUUID(), product_id: 999_999 }, 'product_id'],
      [{ conversation_id: conversation, client_id: '', text: 'hi' }, 'client_id'],
      [{ conversation_id: conversation, client_id: 'x'.repeat(65), text: 'hi' }, 'client_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(ann.token, body);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(0);
      if (field) expect(answer.body.data.field).toBe(field);
    }
    const ok = await send(ann.token, text(conversation, `  ${'y'.repeat(2000)}  `));
    expect(ok.body.data.text).toHaveLength(2000);
    const thai = await server.request('/api/chat/send', {
      method: 'POST',
      headers: { token: ann.token, 'accept-language': 'th' },
      json: text(conversation, ''),
    });
    expect(thai.body.msg).toBe('กรุณาพิมพ์ข้อความ');
  });

  it('keeps other shoppers and other shops’ merchants out', async () => {
    for (const [token, admin] of [
      [bob.token, false],
      [betaMerchant.token, true],
    ] as const) {
      const prefix = admin ? '/api/admin/chat' : '/api/chat';
      const read = await get(server, token, `${prefix}/messages?conversation_id=${conversation}`);
      expect(read.body).toMatchObject({ code: 0, data: { field: 'conversation_id' } });
      const sent = await post(server, token, `${prefix}/send`, text(conversation, 'let me in'));
      expect(sent.body.code).toBe(0);
      const marked = await post(server, token, `${prefix}/read`, { conversation_id: conversation, seq: 1 });
      expect(marked.body.code).toBe(0);
    }
    const inbox = await get(server, betaMerchant.token, `/api/admin/chat/conversations?shop_id=${alpha}`);
    expect(inbox.body.data.data.map((c: { id: number }) => c.id)).not.toContain(conversation);
    const platform = await get(server, operator.token, `/api/admin/chat/conversations?shop_id=${alpha}&keyword=blue`);
    expect(platform.body.data.data.map((c: { id: number }) => c.id)).toEqual([conversation]);
    const answer = await send(operator.token, text(conversation, 'The platform here.'), true);
    expect(answer.body.data).toMatchObject({ sender: 'shop' });
  });

  it('answers 429 past the per-sender rate limit', async () => {
    const carl = await createShopper(server.app);
    const id = (await post(server, carl.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await send(carl.token, text(id, `m${i}`)));
    expect(answers.slice(0, 30).every((a) => a.body.code === 1)).toBe(true);
    expect(answers[30]).toMatchObject({ status: 429, body: { code: 429 } });
    const list = await get(server, carl.token, `/api/chat/messages?conversation_id=${id}&limit=100`);
    expect(list.body.data).toHaveLength(30);
  });
});

describe('shop/detail.chat', () => {
  it('is null before any conversation, then the response rate and reply time', async () => {
    const fresh = await server.app.db
      .insertInto('shops')
      .values({ name: 'Gamma Shop', createtime: 0, updatetime: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await server.request(`/api/shop/detail?id=${fresh.id}`);
    expect(before.body.data.chat).toBeNull();
    const alphaDetail = await server.request(`/api/shop/detail?id=${alpha}`);
    expect(alphaDetail.body.data.chat).toMatchObject({
      response_rate: expect.any(Number),
      reply_minutes: expect.any(Number),
    });
    expect(alphaDetail.body.data.chat.response_rate).toBeGreaterThan(0);
  });
});
