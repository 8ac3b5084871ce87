import { loadConfig } from '../config';
import { createDb } from '../db';
import { openPayCodes } from '../lib/pay-code';
import { seedLargeCatalog } from '../seed/large-catalog/seed-large';

/**
 * `pnpm --filter @bazaar/server seed:large`: the benchmark catalog (1,000 shops, 100,000 products,
 * about 1,000,000 reviews) into the EMPTY database that DATA_DIR / DATABASE_URL select.
 * SEED_SHOPS, SEED_PRODUCTS and SEED_REVIEWERS change the sizes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config);
  const started = Date.now();
  const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
  try {
    await handle.migrate();
    const counts = await seedLargeCatalog(handle, {
      shops: Number(process.env.SEED_SHOPS ?? 1_000),
      products: Number(process.env.SEED_PRODUCTS ?? 100_000),
      reviewers: Number(process.env.SEED_REVIEWERS ?? 1_000),
      productsPerTransaction: 20_000,
      log,
      payCodes: openPayCodes(config.payCodeSecrets, config.dataDir),
    });
    log(`done (${handle.dialect}): ${JSON.stringify(counts)}`);
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
