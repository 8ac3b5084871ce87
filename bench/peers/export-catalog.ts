// Writes our demo catalog's products as NDJSON (one product a line) for a peer's importer: the
// same generator the server seeds from, streamed so 100,000 products never sit in memory.
// Run through the server's tsx: `tsx bench/peers/export-catalog.ts <products> <out.ndjson>`.
import { createWriteStream } from 'node:fs';
import { iterateDemoProducts } from '../../apps/server/src/seed/demo-catalog';
import { DEFAULT_SHOPS } from '../../apps/server/src/seed/demo-catalog/layout';

const products = Number(process.argv[2] ?? 320);
const out = createWriteStream(process.argv[3] ?? '/dev/stdout');
// The large catalog spreads its products over 1,000 shops; a peer has no shops, so only the
// per-product fields matter and the default shop count keeps them identical to ours at 320.
const shops = products > 10_000 ? 1_000 : DEFAULT_SHOPS;
for (const p of iterateDemoProducts({ shops, products })) {
  const line = JSON.stringify({
    ref: p.ref,
    categoryKey: p.categoryKey,
    title: p.title,
    content: p.content,
    priceCents: p.priceCents,
    sales: p.sales,
    specs: p.specs,
    skus: p.skus,
  });
  if (!out.write(`${line}\n`)) await new Promise((r) => out.once('drain', r));
}
out.end();
