// Our demo catalog as the peers are seeded with it: exported once per size into a peer's cache
// folder (NDJSON, one product a line, by export-catalog.ts through the server's tsx), and read back.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** The NDJSON file of `products` products in `dir`, written when missing. */
export function exportCatalog(dir, products) {
  const file = join(dir, `catalog-${products}.ndjson`);
  if (existsSync(file)) return file;
  const args = ['--filter', '@bazaar/server', 'exec', 'tsx', '../../bench/peers/export-catalog.ts', String(products)];
  const run = spawnSync('pnpm', [...args, `${file}.tmp`], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('exporting the demo catalog failed');
  renameSync(`${file}.tmp`, file);
  return file;
}

/** The ref (a peer's slug or handle) of our product with this title; else the first product's. */
export function findRef(catalogFile, title) {
  const lines = readFileSync(catalogFile, 'utf8').split('\n');
  const line = lines.find((l) => l.includes(`"title":${JSON.stringify(title)}`));
  if (!line) console.warn(`bench --peers: no product titled ${title}; the peer's detail is of p1`);
  return JSON.parse(line ?? lines[0]).ref;
}

/** The lines a checkout goes round-robin over: this many of the cheapest SKUs with stock to spare. */
export const CHECKOUT_LINES = 40;
export const CHECKOUT_MIN_STOCK = 100;

/** The peers' SKU codes (`<ref>-<n>`) of the checkout's lines, cheapest first. */
export function checkoutSkus(catalogFile) {
  const skus = [];
  for (const line of readFileSync(catalogFile, 'utf8').split('\n')) {
    if (!line) continue;
    const p = JSON.parse(line);
    p.skus.forEach((sku, i) => sku.stock >= CHECKOUT_MIN_STOCK && skus.push([`${p.ref}-${i + 1}`, sku.priceCents]));
  }
  return skus
    .sort((a, b) => a[1] - b[1])
    .slice(0, CHECKOUT_LINES)
    .map(([sku]) => sku);
}
