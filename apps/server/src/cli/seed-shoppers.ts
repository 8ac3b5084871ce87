import { loadConfig } from '../config';
import { createDb } from '../db';
import { openPayCodes } from '../lib/pay-code';
import { seedBenchShoppers } from '../seed/bench-shoppers';

/**
 * `pnpm --filter @bazaar/server seed:shoppers`: SEED_SHOPPERS (default 20) funded shoppers with a
 * payment code (seed/bench-shoppers.ts) in the database that DATA_DIR / DATABASE_URL select, for
 * the order/pay benchmark.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config);
  try {
    await handle.migrate();
    const payCodes = openPayCodes(config.payCodeSecrets, config.dataDir);
    const added = await seedBenchShoppers(handle.db, payCodes, Number(process.env.SEED_SHOPPERS ?? 20));
    console.log(`bench shoppers: ${added} added (${handle.dialect})`);
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
