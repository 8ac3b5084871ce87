// Vendure v3 beside us: installed into the peers cache, seeded once per catalog size with our
// demo catalog through its own importer (the seeded database is cached too), then started on
// one core like our server. Its storefront calls are Shop API GraphQL POSTs.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { checkoutSkus, exportCatalog, findRef } from './catalog.mjs';
import { installPeer } from './install.mjs';

const DEPENDENCIES = { '@vendure/core': '3.7.3', 'better-sqlite3': '12.11.1' };
const SCRIPT = fileURLToPath(new URL('./vendure-server.mjs', import.meta.url));

// The fields a storefront's category page and product page show, as in Vendure's own starters.
const LIST_QUERY = `query List($input: SearchInput!) { search(input: $input) { totalItems items {
  productId productName slug productAsset { preview } priceWithTax { ... on PriceRange { min max } } currencyCode } } }`;
const DETAIL_QUERY = `query Detail($slug: String!) { product(slug: $slug) { id name slug description
  featuredAsset { preview } assets { preview } facetValues { name facet { name } }
  optionGroups { id name options { id name } }
  variants { id name sku priceWithTax currencyCode stockLevel options { groupId name } } } }`;

function node(args, env, { cpu, stdio }) {
  const [cmd, cmdArgs] = cpu === undefined ? ['node', args] : ['taskset', ['-c', String(cpu), 'node', ...args]];
  // Run in the peer's folder: Vendure writes `.vendure/` (its installation id) into the working directory.
  return spawn(cmd, cmdArgs, { cwd: env.PEER_DIR, stdio, env: { ...process.env, ...env } });
}

const exited = (child) => new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** The seeded database for `products` products, built through Vendure's importer when not cached. */
async function seededDb(dir, products, port) {
  // v2: seeded with the checkout's payment method; a database cached before it is seeded again.
  const db = join(dir, `vendure-v2-${products}.sqlite`);
  if (existsSync(db)) return db;
  const catalog = exportCatalog(dir, products);
  const building = `${db}.building`;
  rmSync(building, { force: true });
  console.log(`Seeding Vendure with ${products} products through its importer (cached for later runs) …`);
  // Measured: about 2 s of CPU per 100 products imported and indexed (docs/performance.md#peers).
  if (products > 10_000) console.log('A catalog this large takes Vendure about an hour of CPU to import and index.');
  const started = Date.now();
  const child = node(
    [SCRIPT, 'seed', catalog],
    { PEER_DIR: dir, PEER_DB: building, PEER_PORT: String(port) },
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await exited(child);
  if (code !== 0) throw new Error(`seeding Vendure failed (exit ${code})`);
  renameSync(building, db);
  console.log(`Vendure seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return db;
}

async function gql(base, query, variables) {
  const res = await fetch(`${base}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`Vendure: ${body.errors[0].message}`);
  return body.data;
}

async function waitReady(child, ms = 120_000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Vendure did not start within 2 minutes')), ms);
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`Vendure exited (${code}) before it was ready`)));
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Installs Vendure and seeds its database for `products` products, both cached. */
export async function prepareVendure({ products, port }) {
  const dir = await installPeer('vendure', DEPENDENCIES);
  return { dir, db: await seededDb(dir, products, port) };
}

/**
 * Starts Vendure with `products` products on `port` (pinned to `cpu`) and answers the load
 * requests for a category page (20 per page, page 2) and the detail of the product titled `title`.
 */
export async function startVendure({ products, port, cpu, categoryKey, title }) {
  const { dir, db: cached } = await prepareVendure({ products, port });
  // The measured run works on a copy, so nothing it writes reaches the cached database.
  const work = mkdtempSync(join(tmpdir(), 'bench-vendure-'));
  copyFileSync(cached, join(work, 'db.sqlite'));
  const env = { PEER_DIR: dir, PEER_DB: join(work, 'db.sqlite'), PEER_PORT: String(port), NODE_ENV: 'production' };
  const child = node([SCRIPT, 'serve'], env, { cpu, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  try {
    await waitReady(child);
    const base = `http://127.0.0.1:${port}`;
    const facets = await gql(base, 'query { search(input: { take: 0 }) { facetValues { facetValue { id name } } } }');
    const facet = facets.search.facetValues.find((f) => f.facetValue.name === categoryKey);
    if (!facet) throw new Error(`Vendure has no category facet ${categoryKey}`);
    const input = { facetValueFilters: [{ and: facet.facetValue.id }], groupByProduct: true, take: 20, skip: 20 };
    const catalog = cached.replace(/vendure-v2-(\d+)\.sqlite$/, 'catalog-$1.ndjson');
    const slug = findRef(catalog, title);
    const list = { query: LIST_QUERY, variables: { input } };
    const detail = { query: DETAIL_QUERY, variables: { slug } };
    // Both answer real data before they are measured.
    if ((await gql(base, list.query, list.variables)).search.items.length === 0) throw new Error('empty Vendure list');
    if (!(await gql(base, detail.query, detail.variables)).product) throw new Error(`no Vendure product ${slug}`);
    const request = (body) => ({ url: `${base}/shop-api`, method: 'POST', body });
    return {
      name: 'Vendure 3.7 (SQLite)',
      pid: child.pid,
      base,
      list: request(list),
      detail: request(detail),
      // The payment method vendure-server.mjs seeds ('Bench dummy').
      checkout: { flow: 'vendure', config: { paymentCode: 'bench-dummy', skus: checkoutSkus(catalog) } },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
