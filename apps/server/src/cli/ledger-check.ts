import { loadConfig } from '../config';
import { createDb } from '../db';
import { checkLedger } from '../modules/ledger';

/** `pnpm --filter @bazaar/server ledger:check`: exits 1 when any ledger invariant is broken. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config);
  try {
    await handle.migrate();
    const result = await checkLedger(handle.db);
    console.log(`ledger (${handle.dialect}): ${result.transactions} transactions, ${result.accounts} accounts`);
    for (const problem of result.problems) console.error(`  ✗ ${problem}`);
    console.log(result.ok ? 'ledger OK' : `ledger BROKEN: ${result.problems.length} problem(s)`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(2);
});
