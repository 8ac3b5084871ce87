// The chat measurement, run as its own process:
//   node bench/chat-load.mjs bazaar <base url> <sockets> <seconds> <admin account> <admin password> [shoppers]
//   node bench/chat-load.mjs echo <base url> <sockets> <seconds>
// `bazaar`: the `shoppers` bench shoppers (seed:shoppers) each open a conversation with a shop and hold
// sockets/shoppers sockets on /api/chat/socket (a shopper with many tabs); the operator answers through
// admin/chat/send from SENDERS loops at once, round-robin over the conversations, for `seconds`. `echo`: the
// same sockets and loops against bench/baselines/ws-fanout.mjs. Every message reaches every socket of its
// conversation. Prints one JSON line: { sockets, sent, delivered, deliveredPerSecond, p50, p99 }, latencies in
// ms from the moment a send is posted to each socket's receipt.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { apiCaller } from './api-call.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const WebSocket = require('ws');

const [mode, base, socketsArg = '1000', secondsArg = '5', adminAccount, adminPassword, shoppersArg = '20'] =
  process.argv.slice(2);
const SENDERS = 8;
const groupCount = Number(shoppersArg);
const perGroup = Math.ceil(Number(socketsArg) / groupCount);
const wsBase = base.replace(/^http/, 'ws');

const call = apiCaller(base);

// Groups: a conversation (bazaar) or a named group (echo), each with its sockets' URL and first frame.
const groups = [];
let send;
if (mode === 'bazaar') {
  const shopId = (await call('/api/index/product?limit=1')).data[0].shop_id;
  for (let i = 1; i <= groupCount; i++) {
    const login = await call('/api/user/login', {
      json: { account: `bench-shopper-${i}@bazaar.test`, password: 'bench-shopper-pw' },
    });
    const conversation = await call('/api/chat/open', { token: login.userinfo.token, json: { shop_id: shopId } });
    groups.push({ id: conversation.id, url: `${wsBase}/api/chat/socket`, auth: login.userinfo.token });
  }
  const admin = (await call('/api/admin/login', { json: { account: adminAccount, password: adminPassword } })).admininfo
    .token;
  send = (group, text) =>
    call('/api/admin/chat/send', { token: admin, json: { conversation_id: group.id, client_id: randomUUID(), text } });
} else {
  for (let i = 1; i <= groupCount; i++) groups.push({ id: i, url: `${wsBase}/socket?group=${i}` });
  send = (group, text) => call('/send', { json: { group: String(group.id), text } });
}

const sentAt = new Map();
const latencies = [];
let delivered = 0;
let measuring = false;
const seenBy = new Map();

function open(group) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(group.url);
    ws.on('open', () => {
      if (group.auth) ws.send(JSON.stringify({ type: 'auth', token: group.auth }));
      resolve(ws);
    });
    ws.on('error', reject);
    ws.on('message', (data) => {
      const now = performance.now();
      const frame = JSON.parse(String(data));
      if (frame.type !== 'message') return;
      const text = frame.message.text;
      seenBy.set(text, (seenBy.get(text) ?? 0) + 1);
      const at = sentAt.get(text);
      if (measuring && at !== undefined) {
        delivered += 1;
        latencies.push(now - at);
      }
    });
  });
}
const sockets = [];
for (const group of groups) for (let i = 0; i < perGroup; i++) sockets.push(await open(group));

// Ready: one message per group reaches all of its sockets (a socket signs in after its first frame).
for (const group of groups) {
  const text = `ready-${group.id}`;
  await send(group, text);
  const until = Date.now() + 10_000;
  while ((seenBy.get(text) ?? 0) < perGroup) {
    if (Date.now() > until) throw new Error(`group ${group.id}: ${seenBy.get(text) ?? 0} of ${perGroup} sockets ready`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

measuring = true;
let sent = 0;
let next = 0;
const end = performance.now() + Number(secondsArg) * 1000;
async function loop(sender) {
  while (performance.now() < end) {
    const group = groups[next++ % groups.length];
    const text = `m-${sender}-${sent++}`;
    sentAt.set(text, performance.now());
    await send(group, text);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: SENDERS }, (_, i) => loop(i)));
const elapsed = (performance.now() - started) / 1000;
// Stragglers: what was posted in the window still counts when it arrives within a second.
await new Promise((r) => setTimeout(r, 1000));
measuring = false;
for (const ws of sockets) ws.terminate();

latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
console.log(
  JSON.stringify({
    sockets: sockets.length,
    sent,
    delivered,
    expected: sent * perGroup,
    deliveredPerSecond: Math.round(delivered / elapsed),
    p50: at(0.5),
    p99: at(0.99),
  }),
);
