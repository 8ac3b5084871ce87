// The order/pay measurement, run as its own process: `node bench/pay-load.mjs <base url> <orders>`.
// Sets up through the API (the seeded demo shopper, who has a balance and a payment code, signs in, adds an address, places `orders` unpaid
// orders of the cheapest product), then pays them with autocannon, each request carrying the
// next pay_sn. Prints one JSON line: { rps, p99, paid, failures, non2xx }.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

// A shopper's payment code is checked at most 5 times at once (the wrong-code lock reserves a try
// per check), so one shopper pays over at most 5 connections.
const [base, ordersArg = '300', connectionsArg = '5'] = process.argv.slice(2);
const orders = Number(ordersArg);
const PAY_CODE = '123456';

async function call(path, { token, json, method = json ? 'POST' : 'GET' } = {}) {
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (token) headers.token = token;
  const res = await fetch(`${base}${path}`, { method, headers, body: json ? JSON.stringify(json) : undefined });
  const body = await res.json();
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

const { token } = (await call('/api/user/login', { json: { account: 'demo@bazaar.test', password: 'demo1234' } }))
  .userinfo;
const address = await call('/api/user/address_add', {
  token,
  json: { name: 'Bench Shopper', mobile: '13800000000', area: 'Bench', address: '1 Load Street', tag: 'home' },
});
// The cheapest products first, so the demo balance covers as many orders as possible.
const cheapest = (await call('/api/index/product?sort=price_asc&limit=20')).data;
let item;
const paySns = [];
for (const product of cheapest) {
  try {
    paySns.push(
      (
        await call('/api/order/create', {
          token,
          json: { items: [{ product_id: product.id, quantity: 1 }], address_id: address.id },
        })
      ).pay_sn,
    );
    item = product;
    break;
  } catch {
    // A product with SKUs needs one chosen; the next cheapest may not.
  }
}
if (!item) throw new Error('no orderable product');
while (paySns.length < orders) {
  const batch = Array.from({ length: Math.min(20, orders - paySns.length) }, () =>
    call('/api/order/create', {
      token,
      json: { items: [{ product_id: item.id, quantity: 1 }], address_id: address.id },
    }),
  );
  for (const created of await Promise.all(batch)) paySns.push(created.pay_sn);
}

const waitingDeliver = async () => (await call('/api/user/order_list?status=waiting_deliver&limit=1', { token })).total;
const paidBefore = await waitingDeliver();
let next = 0;
const refusals = {};
const result = await autocannon({
  url: base,
  connections: Math.min(Number(connectionsArg), orders),
  amount: orders,
  requests: [
    {
      method: 'POST',
      path: '/api/order/pay',
      headers: { 'content-type': 'application/json', token },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ pay_sn: paySns[next++], paypwd: PAY_CODE }) }),
      onResponse: (_status, body) => {
        const { code, msg } = JSON.parse(body);
        if (code !== 1) refusals[msg] = (refusals[msg] ?? 0) + 1;
      },
    },
  ],
});
const paid = (await waitingDeliver()) - paidBefore;
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    paid,
    failures: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refusals,
  }),
);
