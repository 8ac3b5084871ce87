// The order/pay measurement, run as its own process:
//   node bench/pay-load.mjs <base url> <orders> [shoppers] [server pid] [rounds] [warm-up orders]
// Sets up through the API: each shopper signs in (the `shoppers` funded bench shoppers that
// `seed:shoppers` made, bench-shopper-<n>@bazaar.test; with 0, the seeded demo shopper), adds an
// address and places unpaid orders of the cheapest product, `orders` in all, round-robin. Then
// autocannon pays them, each request carrying the next shopper's token and pay_sn. Prints one
// JSON line: { rps, p99, paid, failures, non2xx, refusals, shoppers, connections, cpuUs }; cpuUs,
// given the server's pid on Linux, is its CPU time per payment during the payments alone. With
// `rounds` > 1 the orders are paid in that many runs one after another, and rps, p99 and cpuUs are
// the medians over them (`each` lists every round). Without a warm-up the first round pays with a
// cold server (V8 has not compiled the payment's code, the statements are not prepared yet); with
// `warm-up orders`, that many more are placed and paid the same way first, and not counted, as
// the other targets are measured after their warm-up.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { runNs } from './processes.mjs';

const [base, ordersArg = '300', shoppersArg = '0', pidArg, roundsArg = '1', warmArg = '0'] = process.argv.slice(2);
const serverPid = pidArg && existsSync(`/proc/${pidArg}/task`) ? Number(pidArg) : undefined;
const orders = Number(ordersArg);
const warmUp = Number(warmArg);
const shopperCount = Number(shoppersArg);
const accounts =
  shopperCount > 0
    ? Array.from({ length: shopperCount }, (_, i) => ({
        account: `bench-shopper-${i + 1}@bazaar.test`,
        password: 'bench-shopper-pw',
        paypwd: '135790',
      }))
    : [{ account: 'demo@bazaar.test', password: 'demo1234', paypwd: '123456' }];
// A shopper's payment code is checked at most 5 times at once (the wrong-code lock reserves a try
// per check). Payments go round-robin over the shoppers, so with two connections per shopper no
// shopper has more than a few checks in flight.
const connections = Math.min(50, orders, accounts.length === 1 ? 5 : accounts.length * 2);

async function call(path, { token, json, method = json ? 'POST' : 'GET' } = {}) {
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (token) headers.token = token;
  const res = await fetch(`${base}${path}`, { method, headers, body: json ? JSON.stringify(json) : undefined });
  const body = await res.json();
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

const shoppers = [];
for (const a of accounts) {
  const { token } = (await call('/api/user/login', { json: { account: a.account, password: a.password } })).userinfo;
  const address = await call('/api/user/address_add', {
    token,
    json: { name: 'Bench Shopper', mobile: '13800000000', area: 'Bench', address: '1 Load Street', tag: 'home' },
  });
  shoppers.push({ ...a, token, addressId: address.id });
}
const order = (s, productId) =>
  call('/api/order/create', {
    token: s.token,
    json: { items: [{ product_id: productId, quantity: 1 }], address_id: s.addressId },
  });
// The cheapest products first, so the balances cover as many orders as possible; a product whose
// stock runs out (the large catalog's have a few dozen) gives way to the next.
const cheapest = (await call('/api/index/product?sort=price_asc&limit=50')).data;
let current = 0;
let lastRefusal = '';
async function orderAny(shopper) {
  while (current < cheapest.length) {
    const tried = current;
    try {
      return { shopper, paySn: (await order(shopper, cheapest[tried].id)).pay_sn };
    } catch (error) {
      // Out of stock, or a product with SKUs (it needs one chosen): the next cheapest. Orders
      // placed in parallel that fail on the same product move on by one product, not one each.
      lastRefusal = error.message;
      if (current === tried) current += 1;
    }
  }
  throw new Error(`no orderable product left (last refusal: ${lastRefusal})`);
}
const payments = [await orderAny(shoppers[0])];
while (payments.length < warmUp + orders) {
  const batch = Array.from({ length: Math.min(10, warmUp + orders - payments.length) }, (_, i) =>
    orderAny(shoppers[(payments.length + i) % shoppers.length]),
  );
  payments.push(...(await Promise.all(batch)));
}

const waitingDeliver = async () => {
  let total = 0;
  for (const s of shoppers)
    total += (await call('/api/user/order_list?status=waiting_deliver&limit=1', { token: s.token })).total;
  return total;
};
let next = 0;
const refusals = {};
/** Pays the next `amount` orders under load: payments a second, p99 and server CPU µs per payment. */
async function payRound(amount) {
  const cpuBefore = serverPid ? runNs(serverPid) : 0;
  // From the first request sent to the last answer: autocannon's own duration ends on its next
  // one-second tick, so 300 payments in 1.2 s would count as 150 a second.
  let firstSent;
  let lastAnswer;
  const result = await autocannon({
    url: base,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/api/order/pay',
        setupRequest: (request) => {
          firstSent ??= performance.now();
          const { shopper, paySn } = payments[next++];
          return {
            ...request,
            headers: { 'content-type': 'application/json', token: shopper.token },
            body: JSON.stringify({ pay_sn: paySn, paypwd: shopper.paypwd }),
          };
        },
        onResponse: (_status, body) => {
          lastAnswer = performance.now();
          const { code, msg } = JSON.parse(body);
          if (code !== 1) refusals[msg] = (refusals[msg] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    rps: Math.round((result.requests.total * 1000) / Math.max(lastAnswer - firstSent, 1)),
    p99: result.latency.p99,
    cpuUs: serverPid ? Math.round((runNs(serverPid) - cpuBefore) / amount / 100) / 10 : undefined,
    failures: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
if (warmUp > 0) await payRound(warmUp);
const paidBefore = await waitingDeliver();
const rounds = Math.max(1, Number(roundsArg));
const each = [];
for (let r = 0; r < rounds; r++) each.push(await payRound(Math.floor(orders / rounds)));
const median = (key) => each.map((e) => e[key]).sort((a, b) => a - b)[Math.floor(rounds / 2)];
const sum = (key) => each.reduce((total, e) => total + e[key], 0);
const paid = (await waitingDeliver()) - paidBefore;
console.log(
  JSON.stringify({
    rps: median('rps'),
    p99: median('p99'),
    paid,
    failures: sum('failures'),
    non2xx: sum('non2xx'),
    refusals,
    shoppers: shoppers.length,
    connections,
    cpuUs: serverPid ? median('cpuUs') : undefined,
    ...(rounds > 1 ? { each } : {}),
  }),
);
