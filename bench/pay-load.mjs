// The order/pay measurement, run as its own process:
//   node bench/pay-load.mjs <base url> <orders> [shoppers]
// Sets up through the API: each shopper signs in (the `shoppers` funded bench shoppers that
// `seed:shoppers` made, bench-shopper-<n>@bazaar.test; with 0, the seeded demo shopper), adds an
// address and places unpaid orders of the cheapest product, `orders` in all, round-robin. Then
// autocannon pays them, each request carrying the next shopper's token and pay_sn. Prints one
// JSON line: { rps, p99, paid, failures, non2xx, refusals, shoppers, connections }.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const [base, ordersArg = '300', shoppersArg = '0'] = process.argv.slice(2);
const orders = Number(ordersArg);
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
while (payments.length < orders) {
  const batch = Array.from({ length: Math.min(10, orders - payments.length) }, (_, i) =>
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
const paidBefore = await waitingDeliver();
let next = 0;
const refusals = {};
const result = await autocannon({
  url: base,
  connections,
  amount: orders,
  requests: [
    {
      method: 'POST',
      path: '/api/order/pay',
      setupRequest: (request) => {
        const { shopper, paySn } = payments[next++];
        return {
          ...request,
          headers: { 'content-type': 'application/json', token: shopper.token },
          body: JSON.stringify({ pay_sn: paySn, paypwd: shopper.paypwd }),
        };
      },
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
    // Over the run's own duration: autocannon's per-second average cannot exceed the number of
    // payments when they all fit in one second (100 in a --quick run).
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.01)),
    p99: result.latency.p99,
    paid,
    failures: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refusals,
    shoppers: shoppers.length,
    connections,
  }),
);
