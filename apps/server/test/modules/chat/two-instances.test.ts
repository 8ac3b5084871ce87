import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { get, openSocket, post, shopIdByName, text, until } from '../../helpers/chat';
import { createShopper } from '../../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two instances on one PostgreSQL schema and one Redis: a message written through one reaches
// the sockets held by the other (the Redis channel), and seqs stay without gaps when both write.
describe.skipIf(TEST_DB !== 'postgres')('chat across two instances', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const redisPrefix = `bazaar-test:chat-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
    a = await startServer({ config: { redisUrl: REDIS_URL, redisPrefix } });
    b = await startServer({
      config: { redisUrl: REDIS_URL, redisPrefix, pgSchema: a.config.pgSchema, dataDir: a.config.dataDir },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message posted to A to a socket on B within a second', async () => {
    const ann = await createShopper(a.app);
    const alpha = await shopIdByName(a.app, 'Alpha Shop');
    const merchant = await createAdmin(a.app, { role: 'merchant', shopId: alpha });
    const id = (await post(a, ann.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
    const onB = await openSocket(b, '/api/chat/socket', ann.token, { kind: 'user', id: ann.id });
    const shopOnA = await openSocket(a, '/api/admin/chat/socket', merchant.token, { kind: 'shop', id: alpha });
    const sent = await post(a, merchant.token, '/api/admin/chat/send', text(id, 'Shipped today'));
    // Published once committed, before A answers: B has it within a second of the answer at most.
    await until(() => onB.frames.length > 0, 1000);
    expect(onB.frames[0]).toEqual({ type: 'message', message: sent.body.data });
    // Both instances write at once: one sequence, no gaps, every message on both sockets.
    const sends = Array.from({ length: 10 }, (_, i) => [
      post(a, merchant.token, '/api/admin/chat/send', text(id, `a${i}`)),
      post(b, ann.token, '/api/chat/send', text(id, `b${i}`)),
    ]).flat();
    const seqs = (await Promise.all(sends)).map((r) => r.body.data.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    await until(() => onB.frames.length === 21 && shopOnA.frames.length === 21);
    onB.close();
    shopOnA.close();
  });

  it('loses nothing when the instance holding a socket dies: the client asks the other for what came after', async () => {
    const ann = await createShopper(a.app);
    const alpha = await shopIdByName(a.app, 'Alpha Shop');
    const merchant = await createAdmin(a.app, { role: 'merchant', shopId: alpha });
    const id = (await post(a, ann.token, '/api/chat/open', { shop_id: alpha })).body.data.id;
    const onA = await openSocket(a, '/api/chat/socket', ann.token, { kind: 'user', id: ann.id });
    await post(b, merchant.token, '/api/admin/chat/send', text(id, 'before'));
    await until(() => onA.frames.length === 1);
    const seen = onA.frames[0].message.seq as number;

    // A dies without a closing handshake (its sockets cut, as a killed process leaves them) while the shop
    // goes on writing through B.
    const cut = onA.closed;
    for (const socket of a.app.websocketServer.clients) socket.terminate();
    expect((await cut).code).toBe(1006);
    const during = [];
    for (const words of ['one', 'two', 'three']) {
      during.push((await post(b, merchant.token, '/api/admin/chat/send', text(id, words))).body.data);
    }

    // The client reconnects (to B, behind the load balancer) and asks for what came after the last seq it saw.
    const onB = await openSocket(b, '/api/chat/socket', ann.token, { kind: 'user', id: ann.id });
    const missed = await get(b, ann.token, `/api/chat/messages?conversation_id=${id}&after_seq=${seen}`);
    expect(missed.body.data).toEqual(during);
    const after = await post(b, merchant.token, '/api/admin/chat/send', text(id, 'after'));
    await until(() => onB.frames.length === 1);
    expect(onB.frames[0].message).toEqual(after.body.data);
    expect(after.body.data.seq).toBe(seen + 4);
    onB.close();
  });
});
