import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * `pnpm --filter @bazaar/server catalog:timings`: times the main catalog calls in-process
 * (app.inject, no network) against the database DATA_DIR / DATABASE_URL select — meant for
 * the large seed. Prints the first (cold: counts not cached yet) and the median of the rest.
 */
const RUNS = Number(process.env.TIMING_RUNS ?? 30);

async function main(): Promise<void> {
  const app = await buildApp({ config: { ...loadConfig(), seedDemo: false }, logger: false, demoCatalog: false });
  await app.ready();
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    const body = res.json() as { code: number; data?: { total?: number } };
    if (body.code !== 1) throw new Error(`${url}: ${res.body.slice(0, 200)}`);
    return body;
  };
  const category = await app.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const product = await app.db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'on')
    .orderBy('sales', 'desc')
    .executeTakeFirstOrThrow();
  const shop = await app.db.selectFrom('shops').select('id').orderBy('sales', 'desc').executeTakeFirstOrThrow();
  const calls: [string, string][] = [
    ['index/product category, sales', `/api/index/product?category_id=${category.id}&sort=sales&limit=20`],
    [
      'index/product category, price_asc p50',
      `/api/index/product?category_id=${category.id}&sort=price_asc&page=50&limit=20`,
    ],
    ['index/product all, new', '/api/index/product?sort=new&limit=20'],
    ['index/index', '/api/index/index'],
    ['product/detail', `/api/product/detail?id=${product.id}`],
    ['product/reviews', `/api/product/reviews?id=${product.id}&limit=10`],
    ['product/search "wireless"', '/api/product/search?keyword=wireless&limit=20'],
    ['product/search "wireless mouse"', '/api/product/search?keyword=wireless%20mouse&limit=20'],
    ['product/search "usb" price_asc', '/api/product/search?keyword=usb&sort=price_asc&limit=20'],
    ['product/search price range, sales', '/api/product/search?min_price=10&max_price=50&sort=sales&limit=20'],
    ['product/explore p1', '/api/product/explore?limit=20'],
    ['product/explore p100', '/api/product/explore?limit=20&page=100'],
    ['shop/list hot', '/api/shop/list?sort=hot&limit=20'],
    ['shop/detail', `/api/shop/detail?id=${shop.id}`],
    ['shop/products sales', `/api/shop/products?id=${shop.id}&sort=sales&limit=20`],
  ];
  console.log(`catalog timings, ${RUNS} runs each (ms)`);
  console.log('call'.padEnd(40), 'cold'.padStart(8), 'median'.padStart(8), 'p95'.padStart(8), '  total');
  for (const [name, url] of calls) {
    let t = performance.now();
    const first = await get(url);
    const cold = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await get(url);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.log(
      name.padEnd(40),
      cold.toFixed(2).padStart(8),
      at(0.5).padStart(8),
      at(0.95).padStart(8),
      ' ',
      first.data?.total ?? '',
    );
  }
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
