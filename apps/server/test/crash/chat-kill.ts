// The chat when an instance dies mid-conversation: two server processes on one PostgreSQL schema and
// Redis. The shopper writes through A, the shop through B, both at once; A is SIGKILLed mid-way. The
// shopper's client then does what it does after a lost connection: resends what got no answer (same
// client_id) to B and resumes with after_seq from the last message its socket on A delivered. Promise:
// every message once, seq 1..N without gaps, and nothing the shopper's client does not see.
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { App } from '../../src/app-types';
import type { Db } from '../../src/db';
import type { PayCodes } from '../../src/lib/pay-code';
import { createAdmin } from '../helpers/admins';
import { createShopper } from '../helpers/shoppers';
import { startServerProcess, type DbTarget } from './server-process';

const SENDS_PER_SIDE = 30;
/** Shopper sends answered before the kill; the kill lands among the next ones, sent at once. */
const SENT_BEFORE_KILL = 12;

type Answer = { code: number; data?: { seq: number } } | undefined;

async function post(url: string, token: string, path: string, body: object): Promise<Answer> {
  try {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  } catch {
    return undefined;
  }
}

/** A signed-in chat socket and the seqs of the message frames it delivered. */
async function socketOf(url: string, path: string, token: string): Promise<{ seqs: number[]; ws: WebSocket }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + path);
  const seqs: number[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; message?: { seq: number } };
    if (frame.type === 'message') seqs.push(frame.message!.seq);
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  // The hub holds it once the auth frame has been read; a short wait keeps the script free of server internals.
  await new Promise((r) => setTimeout(r, 300));
  return { seqs, ws };
}

export async function chatKillScenario(target: DbTarget, db: Db, payCodes: PayCodes, appName: string) {
  const problems: string[] = [];
  const shop = await db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
  // createShopper and createAdmin only read app.db (and payCodes): the script works on the database from outside.
  const app = { db, payCodes } as unknown as App;
  const shopper = await createShopper(app);
  const merchant = await createAdmin(app, { role: 'merchant', shopId: shop.id });
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `${appName}:`, CHAT_RATE_LIMIT: '100000' };
  const [a, b] = await Promise.all([
    startServerProcess(target, `${appName}-a`, env),
    startServerProcess(target, `${appName}-b`, env),
  ]);
  try {
    const opened = await post(a.url, shopper.token, '/api/chat/open', { shop_id: shop.id });
    const conversation = (opened?.data as unknown as { id: number }).id;
    const onA = await socketOf(a.url, '/api/chat/socket', shopper.token);
    const text = (side: string, n: number) => ({
      conversation_id: conversation,
      client_id: `${side}-${n}-${randomUUID()}`,
      text: `${side} ${n}`,
    });
    const shopperBodies = Array.from({ length: SENDS_PER_SIDE }, (_, n) => text('shopper', n));
    const shopBodies = Array.from({ length: SENDS_PER_SIDE }, (_, n) => text('shop', n));

    const shopSends = Promise.all(shopBodies.map((body) => post(b.url, merchant.token, '/api/admin/chat/send', body)));
    // The first ones one after another (answered, delivered live); the kill lands among the rest, sent at once.
    const shopperAnswers: Promise<Answer>[] = [];
    for (const [n, body] of shopperBodies.entries()) {
      const answer = post(a.url, shopper.token, '/api/chat/send', body);
      shopperAnswers.push(answer);
      if (n < SENT_BEFORE_KILL) await answer;
      if (n === SENT_BEFORE_KILL + 3) void a.kill();
    }
    const answered = await Promise.all(shopperAnswers);
    await a.kill();
    const shopAnswers = await shopSends;
    if (shopAnswers.some((x) => x?.code !== 1)) problems.push('a shop message through B was refused');

    // The client after the loss: resend what got no answer to B, then resume after the last seq it holds.
    for (const [n, answer] of answered.entries()) {
      if (answer?.code === 1) continue;
      const again = await post(b.url, shopper.token, '/api/chat/send', shopperBodies[n]!);
      if (again?.code !== 1) problems.push(`shopper ${n}: the resend to B answered ${JSON.stringify(again)}`);
    }
    const held = new Set(onA.seqs);
    let last = 0;
    while (held.has(last + 1)) last += 1;
    const res = await fetch(`${b.url}/api/chat/messages?conversation_id=${conversation}&after_seq=${last}&limit=100`, {
      headers: { token: shopper.token },
    });
    const missed = ((await res.json()) as { data: { seq: number }[] }).data.map((m) => m.seq);
    const seen = new Set([...onA.seqs.filter((s) => s <= last), ...missed]);

    const rows = await db
      .selectFrom('chat_messages')
      .select(['seq', 'sender', 'client_id'])
      .where('conversation_id', '=', conversation)
      .orderBy('seq')
      .execute();
    const expected = SENDS_PER_SIDE * 2;
    if (rows.length !== expected) problems.push(`${rows.length} messages written, ${expected} sent`);
    if (rows.some((r, i) => r.seq !== i + 1)) problems.push('the seqs have a gap or a repeat');
    const clientIds = new Set(rows.map((r) => `${r.sender}:${r.client_id}`));
    if (clientIds.size !== rows.length) problems.push('a message was written twice');
    for (const body of [...shopperBodies, ...shopBodies]) {
      const sender = body.client_id.startsWith('shopper') ? 'shopper' : 'shop';
      if (!clientIds.has(`${sender}:${body.client_id}`)) problems.push(`${body.text} was lost`);
    }
    const unseen = rows.filter((r) => !seen.has(r.seq)).map((r) => r.seq);
    if (unseen.length) problems.push(`the shopper's client never saw seq ${unseen.join(', ')}`);
    const ready = await fetch(`${b.url}/api/ready`);
    if (ready.status !== 200) problems.push(`B's /api/ready answers ${ready.status}`);
    const lostOnA = answered.filter((x) => x?.code !== 1).length;
    console.log(
      `chat-kill: ${expected} messages, ${lostOnA} shopper sends unanswered by A and resent to B, ${onA.seqs.length} delivered on A's socket before the kill, ${problems.length} problems`,
    );
    onA.ws.terminate();
    return problems;
  } finally {
    await a.kill();
    await b.stop();
  }
}
