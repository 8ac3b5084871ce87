// Medusa v2 beside us: installed into the peers cache, on the local PostgreSQL in its own
// databases. Seeded once per catalog size (migrations through its CLI, an admin user, then our
// demo catalog through its Admin API) into a template database kept for later runs; each measured
// run starts `medusa start` (NODE_ENV=production, pinned to the server's core) on a fresh copy of
// it, dropped afterwards. Its storefront calls are Store API GETs with a publishable API key.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { pinned, stop as stopChild, waitFor } from '../processes.mjs';
import { checkoutSkus, exportCatalog, findRef } from './catalog.mjs';
import { installPeer } from './install.mjs';
import { ADMIN, seedMedusa } from './medusa/seed.mjs';

const DEPENDENCIES = { '@medusajs/medusa': '2.21.2', '@medusajs/framework': '2.21.2', '@medusajs/cli': '2.21.2' };
const CONFIG = fileURLToPath(new URL('./medusa/medusa-config.js', import.meta.url));
// The server's own PostgreSQL; its databases are bench_medusa_seed_<products> and bench_medusa.
const PG = (process.env.BENCH_MEDUSA_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const RUN_DB = 'bench_medusa';
// The fields the Next.js starter storefront asks for on its category and product pages.
const FIELDS = encodeURIComponent('*variants.calculated_price,+variants.inventory_quantity,+metadata,+tags');

function psql(sql) {
  const run = spawnSync('psql', [`${PG}/postgres`, '-qAtc', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`bench --peers: psql failed: ${run.stderr.trim()}`);
  return run.stdout.trim();
}
const dropDb = (name) => psql(`drop database if exists ${name} with (force)`);

/** The installed Medusa CLI run in the peer's folder (where medusa-config.js is), on `cpu` when given. */
function medusa(dir, args, { db, cpu, stdio = ['ignore', 'inherit', 'inherit'] }) {
  const require = createRequire(join(dir, 'package.json'));
  const cli = join(dirname(require.resolve('@medusajs/cli/package.json')), 'cli.js');
  const [cmd, cmdArgs] = cpu === undefined ? ['node', [cli, ...args]] : pinned(cpu, 'node', [cli, ...args]);
  // Its production mode; warnings only, as our server runs with LOG_LEVEL=warn.
  const env = { ...process.env, DATABASE_URL: `${PG}/${db}`, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  return spawn(cmd, cmdArgs, { cwd: dir, stdio, env });
}
const exited = (child) => new Promise((resolve) => child.once('exit', (code) => resolve(code)));

async function cli(dir, db, args, what) {
  const code = await exited(medusa(dir, args, { db, stdio: ['ignore', 'ignore', 'inherit'] }));
  if (code !== 0) throw new Error(`Medusa ${what} failed (exit ${code})`);
}

async function serve(dir, db, port, cpu) {
  const child = medusa(dir, ['start', '-H', '127.0.0.1', '-p', String(port)], { db, cpu });
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  const failed = exited(child).then((code) => {
    throw new Error(`Medusa exited (${code}) before it was ready`);
  });
  failed.catch(() => {});
  await Promise.race([waitFor(`http://127.0.0.1:${port}/health`, 180_000), failed]);
  return child;
}

/** The template database for `products` products and what the seed answered, built when missing. */
async function seededDb(dir, products, port) {
  const template = `bench_medusa_seed_${products}`;
  const file = join(dir, `seed-${products}.json`);
  if (existsSync(file) && psql(`select 1 from pg_database where datname = '${template}'`) === '1')
    return { template, seed: JSON.parse(readFileSync(file, 'utf8')) };
  const catalog = exportCatalog(dir, products);
  const building = `${template}_building`;
  dropDb(building);
  psql(`create database ${building}`);
  console.log(`Seeding Medusa with ${products} products through its Admin API (cached for later runs) …`);
  const started = Date.now();
  await cli(dir, building, ['db:migrate'], 'migrations');
  await cli(dir, building, ['user', '-e', ADMIN.email, '-p', ADMIN.password], 'admin user');
  const child = await serve(dir, building, port);
  let seed;
  try {
    seed = await seedMedusa(`http://127.0.0.1:${port}`, catalog, (line) => console.log(`[medusa seed] ${line}`));
  } finally {
    await stopChild(child);
  }
  dropDb(template);
  psql(`alter database ${building} rename to ${template}`);
  writeFileSync(file, JSON.stringify(seed, null, 2));
  console.log(`Medusa seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { template, seed };
}

/** Installs Medusa (with our medusa-config.js) and seeds its template database, both cached. */
export async function prepareMedusa({ products, port }) {
  const dir = await installPeer('medusa', DEPENDENCIES);
  copyFileSync(CONFIG, join(dir, 'medusa-config.js'));
  return { dir, ...(await seededDb(dir, products, port + 1)) };
}

/**
 * Starts Medusa with `products` products on `port` + 1 (Vendure has `port`), pinned to `cpu`, and
 * answers the load requests for a category page (20 per page, page 2) and the product titled `title`.
 */
export async function startMedusa({ products, port, cpu, categoryKey, title }) {
  const { dir, template, seed } = await prepareMedusa({ products, port });
  // The measured run works on a copy, so nothing it writes reaches the template.
  dropDb(RUN_DB);
  psql(`create database ${RUN_DB} template ${template}`);
  const base = `http://127.0.0.1:${port + 1}`;
  let child;
  const stop = async () => {
    if (child?.exitCode === null) await stopChild(child);
    dropDb(RUN_DB);
  };
  try {
    child = await serve(dir, RUN_DB, port + 1, cpu);
    const category = seed.categories[categoryKey];
    if (!category) throw new Error(`Medusa has no category ${categoryKey}`);
    const headers = { 'x-publishable-api-key': seed.publishableKey };
    const query = `region_id=${seed.regionId}&fields=${FIELDS}`;
    const catalog = join(dir, `catalog-${products}.ndjson`);
    const ref = findRef(catalog, title);
    const list = { url: `${base}/store/products?category_id%5B%5D=${category}&limit=20&offset=20&${query}`, headers };
    const detail = { url: `${base}/store/products?handle=${ref}&${query}`, headers };
    // Both answer real data before they are measured.
    const get = async ({ url }) => (await fetch(url, { headers })).json();
    if (!(await get(list)).products?.length) throw new Error('empty Medusa list');
    if (!(await get(detail)).products?.length) throw new Error(`no Medusa product ${ref}`);
    const { publishableKey, regionId, shippingOptionId } = seed;
    const skus = checkoutSkus(catalog);
    return {
      name: 'Medusa 2.21 (PostgreSQL)',
      pid: child.pid,
      base,
      list,
      detail,
      checkout: { flow: 'medusa', config: { publishableKey, regionId, shippingOptionId, skus } },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
