import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { nowSeconds } from '../../src/lib/time';
import { PUBLIC_TEST_XPUBS } from '../../src/modules/deposit/known-test-keys';
import { generateDemoCatalog } from '../../src/seed/demo-catalog';
import { DemoDataInProductionError } from '../../src/seed/production-guard';
import { startServer, type TestServer } from '../helpers/test-server';

const catalog = generateDemoCatalog({ products: 4, shops: 1 });
let server: TestServer;

beforeAll(async () => {
  // NODE_ENV=production without SEED_DEMO, given the demo catalog all the same.
  const { production, seedDemo } = loadConfig({ NODE_ENV: 'production' });
  server = await startServer({ config: { production, seedDemo }, demoCatalog: () => catalog });
});
afterAll(() => server.close());

/** The same database started again, as an instance with `production` and `seedDemo`. */
const restart = (production: boolean, seedDemo: boolean) =>
  buildApp({ config: { ...server.config, production, seedDemo }, logger: false, demoCatalog: false });

describe('SEED_DEMO', () => {
  it('seeds by default, but under NODE_ENV=production only when set to true', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('a production start without SEED_DEMO=true', () => {
  it('seeds nothing', async () => {
    const categories = await server.app.db.selectFrom('categories').select('id').execute();
    const networks = await server.app.db.selectFrom('chain_networks').select('id').execute();
    expect(categories).toEqual([]);
    expect(networks).toEqual([]);
  });

  it('refuses a database holding demo data, and starts once SEED_DEMO=true says it is a demonstration', async () => {
    await server.app.db
      .insertInto('chain_networks')
      .values({
        name: 'ERC20',
        address: 'platform',
        min_amount: 100,
        createtime: nowSeconds(),
        address_format: 'evm',
        xpub: PUBLIC_TEST_XPUBS[1],
      })
      .execute();
    const refused = await restart(true, false).then(
      (app) => app.close().then(() => undefined),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DemoDataInProductionError);
    expect((refused as Error).message).toContain('deposit network ERC20: public test key');
    const demo = await restart(true, true);
    await demo.close();
  });
});
