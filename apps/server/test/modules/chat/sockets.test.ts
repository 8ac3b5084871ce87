import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { get, openSocket, post, shopIdByName, text, until, type TestSocket } from '../../helpers/chat';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let bob: TestShopper;
let alpha: number;
let beta: number;
let alphaMerchant: { id: number; token: string };
let betaMerchant: { id: number; token: string };
let operator: { token: string };
let conversation: number;

beforeAll(async () => {
  server = await startServer();
  [ann, bob] = await Promise.all([createShopper(server.app), createShopper(server.app)]);
  [alpha, beta] = await Promise.all([shopIdByName(server.app, 'Alpha Shop'), shopIdByName(server.app, 'Beta Shop')]);
  [alphaMerchant, betaMerchant, operator] = await Promise.all([
    createAdmin(server.app, { role: 'merchant', shopId: alpha }),
    createAdmin(server.app, { role: 'merchant', shopId: beta }),
    createAdmin(server.app, { role: 'admin' }),
  ]);
  conversation = (await post(server, ann.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
});
afterAll(() => server.close());

const shopperSocket = (s: TestShopper) => openSocket(server, '/api/chat/socket', s.token, { kind: 'user', id: s.id });

describe('chat sockets', () => {
  it('close with 4401 on a bad token or a first frame that is not auth', async () => {
    const bad = await openSocket(server, '/api/chat/socket', 'not-a-token');
    expect((await bad.closed).code).toBe(4401);
    const adminBad = await openSocket(server, '/api/admin/chat/socket', ann.token);
    expect((await adminBad.closed).code).toBe(4401);
    const shopperOnAdmin = await openSocket(server, '/api/admin/chat/socket', 'x'.repeat(300));
    expect((await shopperOnAdmin.closed).code).toBe(4401);
  });

  it('deliver a message to both sides, and to nobody else', async () => {
    const sockets: TestSocket[] = await Promise.all([
      shopperSocket(ann),
      openSocket(server, '/api/admin/chat/socket', alphaMerchant.token, { kind: 'shop', id: alpha }),
      openSocket(server, '/api/admin/chat/socket', operator.token, { kind: 'operator' }),
      shopperSocket(bob),
      openSocket(server, '/api/admin/chat/socket', betaMerchant.token, { kind: 'shop', id: beta }),
    ]);
    const [annSocket, alphaSocket, operatorSocket, bobSocket, betaSocket] = sockets;
    const sent = await post(server, ann.token, '/api/chat/send', text(conversation, 'When does it ship?'));
    const frame = { type: 'message', message: sent.body.data };
    await until(
      () => annSocket!.frames.length > 0 && alphaSocket!.frames.length > 0 && operatorSocket!.frames.length > 0,
    );
    expect(annSocket!.frames).toEqual([frame]);
    expect(alphaSocket!.frames).toEqual([frame]);
    expect(operatorSocket!.frames).toEqual([frame]);
    // The merchant reads: the shopper hears of it, the shop's own sockets do not.
    await post(server, alphaMerchant.token, '/api/admin/chat/read', {
      conversation_id: conversation,
      seq: sent.body.data.seq,
    });
    await until(() => annSocket!.frames.length > 1);
    expect(annSocket!.frames[1]).toEqual({ type: 'read', conversation_id: conversation, seq: sent.body.data.seq });
    // Refused attempts of outsiders reach no socket either.
    await post(server, bob.token, '/api/chat/send', text(conversation, 'hello?'));
    await post(server, betaMerchant.token, '/api/admin/chat/send', text(conversation, 'hello?'));
    await new Promise((r) => setTimeout(r, 100));
    expect(bobSocket!.frames).toEqual([]);
    expect(betaSocket!.frames).toEqual([]);
    expect(alphaSocket!.frames).toHaveLength(1);
    for (const s of sockets) s.close();
    await until(() => server.app.chatHub.connected({ kind: 'user', id: ann.id }) === 0);
  });

  it('tell a shopper who is away once per hold-off, opening the conversation, in his language', async () => {
    const carl = await createShopper(server.app);
    await server.app.db.updateTable('users').set({ lang: 'ja' }).where('id', '=', carl.id).execute();
    const id = (await post(server, carl.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
    await post(server, carl.token, '/api/chat/send', text(id, 'Hello'));
    await post(server, alphaMerchant.token, '/api/admin/chat/send', text(id, 'Hi, how can we help?'));
    await post(server, alphaMerchant.token, '/api/admin/chat/send', text(id, 'Are you there?'));
    const list = await server.request('/api/notification/list?lang=ja', { headers: { token: carl.token } });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.data[0]).toMatchObject({
      type: 'chat',
      title: 'Alpha Shopから新しいメッセージ',
      content: 'Hi, how can we help?',
      target: { kind: 'chat', id },
    });
    // Past the hold-off he is told again; with a socket open he is not.
    await server.app.db
      .updateTable('chat_conversations')
      .set({ shopper_notified_at: 1 })
      .where('id', '=', id)
      .execute();
    const socket = await shopperSocket(carl);
    await post(server, alphaMerchant.token, '/api/admin/chat/send', text(id, 'Still there?'));
    expect((await get(server, carl.token, '/api/notification/list')).body.data.total).toBe(1);
    socket.close();
    await until(async () => !(await server.app.chatHub.isOnline(carl.id)));
    await post(server, alphaMerchant.token, '/api/admin/chat/send', text(id, 'Bye for now'));
    const after = await get(server, carl.token, '/api/notification/list');
    expect(after.body.data.total).toBe(2);
    expect(after.body.data.data[0].content).toBe('Bye for now');
  });
});

describe('closing the server', () => {
  it('tells every chat socket to reconnect (1012)', async () => {
    const other = await startServer();
    const dan = await createShopper(other.app);
    const socket = await openSocket(other, '/api/chat/socket', dan.token, { kind: 'user', id: dan.id });
    await other.close();
    expect(await socket.closed).toEqual({ code: 1012, reason: 'service restart: reconnect' });
  });
});
