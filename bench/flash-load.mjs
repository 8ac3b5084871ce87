// The flash sale measurement, run as its own process:
//   node bench/flash-load.mjs <base url> <admin> <password> [orders] [shoppers] [connections] [rounds] [warm-up]
// Sets up through the API: the operator raises the stock of the cheapest products without specs to
// 100,000 (admin/product/save), opens a flash session a few seconds ahead with the cheapest of them at 80%
// of its price, all its stock as flash stock and 1,000 per shopper (admin/flash/session/save, item/save),
// and waits for it to go live; the `shoppers` funded bench shoppers that `seed:shoppers` made sign in and
// add an address. Then autocannon sends order/create of one unit over `connections` connections, each
// request the next shopper's, in two phases of `orders` requests: `spread` round-robin over the other
// products, `hot` all on the flash product (what a flash sale's start looks like). The phases alternate
// for `rounds` rounds after a warm-up of `warm-up` requests of each. Prints one JSON line:
// { spread: { rps, p99, created, refusals, non2xx, failures }, hot: { … }, flash: { … }, oversold, … }:
// rps counts the orders created (answers with code 1) over the phase's own duration, from the first request
// sent to the last answer; p99 is of every answer; refusals are counted by message. `flash` is read from the
// database once the load is over (DATABASE_URL + PG_SCHEMA, or DATA_DIR's SQLite file, from the environment
// as the server has them): the flash units sold and offered, the units in orders not cancelled, the
// product's normal-price units and how far its stock fell; `oversold` is the units beyond the flash stock
// plus any unit the counts disagree on, 0 when all is well.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiCaller } from './api-call.mjs';

const [base, adminAccount, adminPassword, ...rest] = process.argv.slice(2);
const [orders = 2000, shopperCount = 100, connections = 500, rounds = 1, warmUp = 500] = rest.map(Number);
const STOCK = 100_000;
const PER_USER = 1000;
const SPREAD_PRODUCTS = 40;

const call = apiCaller(base);

const setupAt = Math.floor(Date.now() / 1000);
// The operator's setup: products without specs, cheapest first, stocked up; the cheapest on flash sale.
const admin = (await call('/api/admin/login', { json: { account: adminAccount, password: adminPassword } })).admininfo
  .token;
const listPage = (page) =>
  call(`/api/admin/product/list?status=on&sort=price&order=asc&limit=50&page=${page}`, { token: admin });
const listed = [...(await listPage(1)).data, ...(await listPage(2)).data];
const products = [];
for (const item of listed) {
  if (products.length > SPREAD_PRODUCTS) break;
  const p = await call(`/api/admin/product/detail?id=${item.id}`, { token: admin });
  if (p.specs.length || p.skus.length) continue;
  const { id, shop_id, category_id, title, images, content, price, market_price, freight, status, sort } = p;
  const body = { id, shop_id, category_id, title, images, content, price, market_price, freight, status, sort };
  products.push(await call('/api/admin/product/save', { token: admin, json: { ...body, stock: STOCK } }));
}
const [hot, ...spread] = products;
if (!spread.length) throw new Error('fewer than two products without specs');
const startsAt = Math.floor(Date.now() / 1000) + 3;
const session = await call('/api/admin/flash/session/save', {
  token: admin,
  json: { title: 'Bench flash sale', starts_at: startsAt, ends_at: startsAt + 3600 },
});
const flashItem = await call('/api/admin/flash/item/save', {
  token: admin,
  json: {
    session_id: session.id,
    product_id: hot.id,
    flash_price: (Math.floor(Number(hot.price) * 80) / 100).toFixed(2),
    flash_stock: STOCK,
    per_user_limit: PER_USER,
  },
});

const shoppers = [];
for (let n = 1; n <= shopperCount; n += 10) {
  const batch = Array.from({ length: Math.min(10, shopperCount - n + 1) }, async (_, i) => {
    const account = `bench-shopper-${n + i}@bazaar.test`;
    const { token } = (await call('/api/user/login', { json: { account, password: 'bench-shopper-pw' } })).userinfo;
    const address = await call('/api/user/address_add', {
      token,
      json: { name: 'Bench Shopper', mobile: '13800000000', area: 'Bench', address: '1 Load Street', tag: 'home' },
    });
    return { token, addressId: address.id };
  });
  shoppers.push(...(await Promise.all(batch)));
}
while (Date.now() / 1000 < startsAt + 1) await new Promise((r) => setTimeout(r, 200));

/** `amount` order/creates over the connections, each line's product from `productOf(n)`. */
async function phase(amount, productOf) {
  let sent = 0;
  let created = 0;
  let firstSent;
  let lastAnswer;
  const refusals = {};
  const result = await autocannon({
    url: base,
    connections: Math.min(connections, amount),
    amount,
    requests: [
      {
        method: 'POST',
        path: '/api/order/create',
        setupRequest: (request) => {
          firstSent ??= performance.now();
          const n = sent++;
          const shopper = shoppers[n % shoppers.length];
          return {
            ...request,
            // A fresh key a request: the same shopper sends the same line again within the second.
            headers: { 'content-type': 'application/json', token: shopper.token, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              items: [{ product_id: productOf(n), quantity: 1 }],
              address_id: shopper.addressId,
            }),
          };
        },
        onResponse: (_status, body) => {
          lastAnswer = performance.now();
          const { code, msg } = JSON.parse(body);
          if (code === 1) created += 1;
          else refusals[msg] = (refusals[msg] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    rps: Math.round((created * 1000) / Math.max(lastAnswer - firstSent, 1)),
    p99: result.latency.p99,
    created,
    refusals,
    non2xx: result.non2xx,
    failures: result.errors + result.timeouts,
  };
}
const spreadPhase = (amount) => phase(amount, (n) => spread[n % spread.length].id);
const hotPhase = (amount) => phase(amount, () => hot.id);

if (warmUp > 0) {
  await spreadPhase(warmUp);
  await hotPhase(warmUp);
}
const each = { spread: [], hot: [] };
for (let r = 0; r < Math.max(1, rounds); r++) {
  each.spread.push(await spreadPhase(orders));
  each.hot.push(await hotPhase(orders));
}
/** Medians of rps and p99, sums of the counts. */
function summary(list) {
  const median = (key) => list.map((e) => e[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const refusals = {};
  for (const e of list) for (const [msg, n] of Object.entries(e.refusals)) refusals[msg] = (refusals[msg] ?? 0) + n;
  const sum = (key) => list.reduce((total, e) => total + e[key], 0);
  return {
    rps: median('rps'),
    p99: median('p99'),
    created: sum('created'),
    refusals,
    non2xx: sum('non2xx'),
    failures: sum('failures'),
  };
}

/** The flash item's counts straight from the database the server writes. */
async function flashCounts() {
  const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
  const queries = {
    item: 'select flash_stock, sold from flash_items where id = $1',
    inOrders: `select coalesce(sum(oi.quantity), 0) as n from order_items oi join orders o on o.id = oi.order_id
               where oi.flash_item_id = $1 and o.status <> 'cancelled'`,
    // Since the setup: the bench's order/pay run buys the cheapest products before.
    normal: `select coalesce(sum(quantity), 0) as n from order_items
             where product_id = $1 and flash_item_id is null and createtime >= $2`,
    stock: 'select stock from products where id = $1',
  };
  // One snapshot for all the counts: requests autocannon gave up on may still be committing.
  let one;
  let close;
  if (process.env.DATABASE_URL) {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    if (process.env.PG_SCHEMA) await client.query(`set search_path to ${process.env.PG_SCHEMA}`);
    await client.query('begin isolation level repeatable read');
    one = async (sql, ...args) => (await client.query(sql, args)).rows[0];
    close = () => client.end();
  } else {
    const Database = require('better-sqlite3');
    const db = new Database(join(process.env.DATA_DIR, 'bazaar.sqlite'), { readonly: true });
    db.exec('begin');
    one = async (sql, ...args) => db.prepare(sql.replace(/\$\d/g, '?')).get(...args);
    close = () => db.close();
  }
  try {
    const item = await one(queries.item, flashItem.id);
    return {
      flashStock: Number(item.flash_stock),
      sold: Number(item.sold),
      unitsInOrders: Number((await one(queries.inOrders, flashItem.id)).n),
      normalUnits: Number((await one(queries.normal, hot.id, setupAt)).n),
      stockFell: hot.stock - Number((await one(queries.stock, hot.id)).stock),
    };
  } finally {
    await close();
  }
}
const flash = await flashCounts();
const oversold =
  Math.max(0, flash.unitsInOrders - flash.flashStock) +
  Math.abs(flash.sold - flash.unitsInOrders) +
  Math.abs(flash.stockFell - flash.unitsInOrders - flash.normalUnits) +
  flash.normalUnits;
console.log(
  JSON.stringify({
    spread: summary(each.spread),
    hot: summary(each.hot),
    flash,
    oversold,
    shoppers: shoppers.length,
    spreadProducts: spread.length,
    connections,
    each,
  }),
);
