import type { Db } from '../db';
import { isPublicTestKey } from '../modules/deposit/known-test-keys';
import { DEMO_SHOPPER } from './demo-shopper';

/**
 * What of the demo data a database holds: deposit networks keyed with a public test mnemonic (anyone
 * could take back what is deposited to them) and the demo shopper, whose password is published.
 */
export async function demoDataFound(db: Db): Promise<string[]> {
  const [networks, shopper] = await Promise.all([
    db.selectFrom('chain_networks').select(['name', 'xpub']).where('xpub', '!=', '').execute(),
    db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirst(),
  ]);
  const found = networks
    .filter((n) => isPublicTestKey(n.xpub))
    .map((n) => `deposit network ${n.name}: public test key`);
  if (shopper) found.push(`demo shopper ${DEMO_SHOPPER.email}`);
  return found;
}

export class DemoDataInProductionError extends Error {
  constructor(readonly found: string[]) {
    super(
      `NODE_ENV=production and the database holds demo data (${found.join('; ')}): replace the deposit keys ` +
        '(console → Settings → Networks → Replace key) and remove the demo shopper, or start with SEED_DEMO=true ' +
        'for a demonstration',
    );
    this.name = 'DemoDataInProductionError';
  }
}

/**
 * A production start (NODE_ENV=production) without SEED_DEMO=true refuses a database holding demo
 * data: its keys and passwords are public, so it must never take real money.
 */
export async function refuseDemoDataInProduction(db: Db, config: { production: boolean; seedDemo: boolean }) {
  if (!config.production || config.seedDemo) return;
  const found = await demoDataFound(db);
  if (found.length) throw new DemoDataInProductionError(found);
}
