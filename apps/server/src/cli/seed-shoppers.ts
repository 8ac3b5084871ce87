import { loadConfig } from '../config';
import { createDb } from '../db';
import { seedBenchShoppers } from '../seed/bench-shoppers';

/**
 * `pnpm --filter @bazaar/server seed:shoppers`: SEED_SHOPPERS (default 20) funded shoppers with a
 * payment code (seed/bench-shoppers.ts) in the database that DATA_DIR / DATABASE_URL select, for
 * the order/pay benchmark.
 */
async function main(): Promise<void> {
  const handle = createDb(loadConfig());
  try {
    await handle.migrate();
    const added = await seedBenchShoppers(handle.db, Number(process.env.SEED_SHOPPERS ?? 20));
    console.log(`bench shoppers: ${added} added (${handle.dialect})`);
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
