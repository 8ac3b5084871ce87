// What the best-combination search over held vouchers costs a checkout preview:
//   node bench/voucher-preview.mjs [seconds=3] [turns=5]
// Alone, it starts the built server on SQLite (demo catalog, two bench shoppers from seed:shoppers) on core 0;
// `pnpm bench` calls `voucherPreviewCost` with its own server. Sets up through the API: the operator
// (admin/voucher/save) makes 20 vouchers for a checkout of items from three shops (shop vouchers of those shops
// and of another, platform and shipping vouchers, amount and percent, some with a min_spend the checkout does
// not reach), and the holder collects all of them (voucher/collect); the bare shopper collects none. Then
// autocannon on core 1 sends the same order/preview body (the items, no voucher chosen) as each shopper in turn,
// `turns` times after a warm-up of both, which goes first alternating so that a busy moment of a shared machine
// falls on both alike. Prints the medians of requests/s and server CPU per request of each, and the ratio of CPU
// per preview: the median over the turns of the holder's over the bare shopper's of the same turn (goal ≤ 2×).
// BENCH_SERVER_DIST points at a private build, BENCH_PORT (default 3901) + 7 is its port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCaller } from './api-call.mjs';
import { measure } from './load.mjs';
import { benchServerEnv, startNode, stop, waitFor } from './processes.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const money = (cents) => (cents / 100).toFixed(2);
/** Cents of a money string of the contract (two decimals always). */
const cents = (text) => Number(text.replace('.', ''));

/** Two items of the first shop, one of each of the next two: products of the hot list, a SKU chosen when it has specs. */
async function checkoutItems(call) {
  const hot = (await call('/api/index/hot_product?limit=50')).data;
  const byShop = new Map();
  for (const p of hot) byShop.set(p.shop_id, [...(byShop.get(p.shop_id) ?? []), p]);
  const shops = [...byShop.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 3);
  if (shops.length < 3 || shops[0][1].length < 2) throw new Error('the hot list has too few shops');
  const items = [];
  for (const [index, [, products]] of shops.entries()) {
    for (const p of products.slice(0, index === 0 ? 2 : 1)) {
      const detail = await call(`/api/product/detail?id=${p.id}`);
      items.push({ product_id: p.id, ...(detail.skus.length ? { sku_id: detail.skus[0].id } : {}), quantity: 1 });
    }
  }
  return {
    items,
    shopIds: shops.map(([shopId]) => shopId),
    otherShop: [...byShop.keys()].find((id) => !shops.some(([s]) => s === id)),
  };
}

/**
 * The 20 vouchers, from a preview's goods per shop and freight (cents): per shop of the checkout a few shop
 * vouchers (one beyond its goods), one of a shop not in it, platform and shipping ones (some beyond the checkout).
 */
function voucherPlan(goodsByShop, goods, freight, otherShop) {
  const [a, b, c] = [...goodsByShop.keys()];
  const shop = (shopId, kind, value, minSpend, maxDiscount = null) => ({
    scope: 'shop',
    shop_id: shopId,
    kind,
    value,
    minSpend,
    maxDiscount,
  });
  const plain = (scope, kind, value, minSpend, maxDiscount = null) => ({ scope, kind, value, minSpend, maxDiscount });
  const of = (shopId) => goodsByShop.get(shopId);
  return [
    shop(a, 'amount', 200, 0),
    shop(a, 'percent', 10, Math.floor(of(a) / 2), 800),
    shop(a, 'amount', 1500, of(a) + 1000),
    shop(b, 'amount', 300, Math.floor(of(b) / 2)),
    shop(b, 'percent', 15, 0, 400),
    shop(b, 'percent', 30, of(b) + 1),
    shop(c, 'amount', 100, 0),
    shop(c, 'percent', 5, Math.floor(of(c) / 3)),
    shop(otherShop, 'amount', 500, 0),
    plain('platform', 'amount', 300, 0),
    plain('platform', 'amount', 800, Math.floor(goods / 2)),
    plain('platform', 'percent', 8, 0, 1000),
    plain('platform', 'percent', 12, Math.floor(goods * 0.8), 1500),
    plain('platform', 'amount', 3000, goods + 5000),
    plain('platform', 'percent', 20, goods * 2, 5000),
    plain('shipping', 'amount', Math.max(100, Math.floor(freight / 3)), 0),
    plain('shipping', 'amount', freight + 500, Math.floor(goods / 2)),
    plain('shipping', 'percent', 50, 0, 300),
    plain('shipping', 'percent', 90, goods + 1, null),
    plain('shipping', 'amount', 400, goods + 10_000),
  ];
}

/**
 * Server CPU per order/preview and requests/s of the same body sent by a shopper holding 20 unused vouchers
 * and by one holding none; `ratio` is the holder's CPU per preview over the bare shopper's.
 * `admin`: { account, password } of an operator; `shoppers`: two { account, password } holding no vouchers yet;
 * `load`: { seconds, warmup, connections } as bench/load.mjs's measure takes them, each turn one measurement of
 * each shopper; `cpu`: the load's core.
 */
export async function voucherPreviewCost({ base, admin, shoppers, pid, load, turns = 5, cpu = 1 }) {
  // The caller's kept-alive socket may have been closed by the server during an earlier measurement
  // (they block this process for seconds): a request that finds it closed is sent again once.
  const once = apiCaller(base);
  const call = (path, init) =>
    once(path, init).catch((err) => (err instanceof TypeError ? once(path, init) : Promise.reject(err)));
  const signIn = async (s) => (await call('/api/user/login', { json: s })).userinfo.token;
  const [holder, bare] = await Promise.all(shoppers.map(signIn));
  const operator = (await call('/api/admin/login', { json: admin })).admininfo.token;
  const { items, otherShop } = await checkoutItems(call);
  const body = { items };
  const preview = (token) => call('/api/order/preview', { token, json: body });
  const before = await preview(holder);
  const goodsByShop = new Map(before.groups.map((g) => [g.shop.id, cents(g.subtotal)]));
  const goods = [...goodsByShop.values()].reduce((s, x) => s + x, 0);
  const freight = before.groups.reduce((s, g) => s + cents(g.freight), 0);
  const now = Math.floor(Date.now() / 1000);
  const plan = voucherPlan(goodsByShop, goods, freight, otherShop);
  for (const [n, v] of plan.entries()) {
    const saved = await call('/api/admin/voucher/save', {
      token: operator,
      json: {
        scope: v.scope,
        ...(v.shop_id ? { shop_id: v.shop_id } : {}),
        title: `Bench ${v.scope} voucher ${n + 1}`,
        kind: v.kind,
        value: v.kind === 'percent' ? v.value : money(v.value),
        max_discount: v.maxDiscount === null ? null : money(v.maxDiscount),
        min_spend: money(v.minSpend),
        starts_at: now - 60,
        // Ends a day apart, so `best` meets vouchers in a known order.
        ends_at: now + (n + 2) * 86_400,
        total: 1000,
        per_user: 1,
      },
    });
    await call('/api/voucher/collect', { token: holder, json: { id: saved.id } });
  }
  const held = (await call('/api/user/vouchers?status=unused&limit=50', { token: holder })).total;
  const [withVouchers, without] = await Promise.all([preview(holder), preview(bare)]);
  if (held !== plan.length) throw new Error(`the holder holds ${held} vouchers, not ${plan.length}`);
  if (without.total !== withVouchers.total) throw new Error('the two shoppers are not previewing the same checkout');
  const best = withVouchers.vouchers.best;
  if (!best.platform || !best.shipping || Object.keys(best.shop ?? {}).length !== goodsByShop.size)
    throw new Error(`best leaves a place empty: ${JSON.stringify(best)}`);
  if (Object.keys(without.vouchers.best).length) throw new Error('the bare shopper has a best combination');

  const one = (token, options = {}) =>
    measure(`${base}/api/order/preview`, {
      ...load,
      rounds: 1,
      ...options,
      cpu,
      pid,
      method: 'POST',
      body,
      headers: { token },
    });
  // Both paths compiled by V8 before anything counts: the first seconds of a fresh server cost twice as much.
  for (const token of [bare, holder]) one(token, { seconds: load.warmup + 1 });
  const each = { held: [], none: [] };
  const pairs = [];
  for (let i = 0; i < turns; i++) {
    const order = i % 2 === 0 ? ['none', 'held'] : ['held', 'none'];
    for (const name of order) each[name].push(one(name === 'held' ? holder : bare));
    pairs.push(each.held[i].cpuUs / each.none[i].cpuUs);
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p99: median(list.map((r) => r.p99)),
    cpuUs: median(list.map((r) => r.cpuUs)),
    non2xx: list.reduce((n, r) => n + r.non2xx + r.failures, 0),
    each: list.map((r) => r.cpuUs),
  });
  const result = { held: summary(each.held), none: summary(each.none) };
  return {
    ...result,
    vouchers: plan.length,
    body,
    items: items.length,
    shops: goodsByShop.size,
    best,
    // Each turn's pair ran back to back, so a busy spell of a shared machine weighs on both alike.
    ratio: median(pairs),
    pairs,
    medianRatio: result.held.cpuUs / result.none.cpuUs,
    rpsRatio: result.held.rps / result.none.rps,
  };
}

export function printVoucherPreviewCost(r) {
  const line = (label, x) =>
    console.log(`  ${label}  ${x.rps} req/s, p99 ${x.p99} ms, ${x.cpuUs} µs CPU/req (each turn ${x.each.join(', ')})`);
  line('preview, no vouchers held ', r.none);
  line(`preview, ${r.vouchers} vouchers held`, r.held);
  console.log(
    `  CPU per preview ${r.ratio.toFixed(2)}× (goal ≤ 2.0×; median of the turns' pairs ${r.pairs
      .map((x) => x.toFixed(2))
      .join(
        ', ',
      )}; of the medians ${r.medianRatio.toFixed(2)}×); requests/s ${r.rpsRatio.toFixed(2)}×; ${r.items} items of ${
      r.shops
    } shops; best ${JSON.stringify(r.best)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [seconds = 3, turns = 5] = process.argv.slice(2).map(Number);
  const port = Number(process.env.BENCH_PORT ?? 3901) + 7;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-voucher-'));
  const env = { ...benchServerEnv(port, dataDir), DEMO_FLASH_SALE: 'false' };
  const seeded = spawnSync('pnpm', ['--filter', '@bazaar/server', 'run', 'seed:shoppers'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, SEED_SHOPPERS: '2' },
  });
  if (seeded.status !== 0) throw new Error('seed:shoppers failed');
  const server = startNode(0, join(process.env.BENCH_SERVER_DIST ?? 'apps/server/dist', 'server.js'), [], env);
  try {
    await waitFor(`${base}/api/health`);
    const shopper = (n) => ({ account: `bench-shopper-${n}@bazaar.test`, password: 'bench-shopper-pw' });
    const result = await voucherPreviewCost({
      base,
      admin: { account: env.ADMIN_ACCOUNT, password: env.ADMIN_PASSWORD },
      shoppers: [shopper(1), shopper(2)],
      pid: server.pid,
      load: { seconds, warmup: 1, connections: 50 },
      turns,
    });
    printVoucherPreviewCost(result);
    if (result.held.non2xx || result.none.non2xx) {
      console.error(`non-2xx answers or errors: ${result.held.non2xx} held, ${result.none.non2xx} none`);
      process.exitCode = 1;
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
