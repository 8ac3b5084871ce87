// The Vendure peer, run as its own process from bench/peers/vendure.mjs. `seed <catalog.ndjson>`
// builds the database through Vendure's own Populator and Importer, then its search index;
// `serve` starts the Shop API on the copied database. Vendure is loaded from the peer's install
// folder (PEER_DIR), never from the product's dependencies.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const dir = process.env.PEER_DIR;
const require = createRequire(join(dir, 'package.json'));
const vendure = require('@vendure/core');
const [mode, catalogPath] = process.argv.slice(2);
const port = Number(process.env.PEER_PORT);

const config = {
  apiOptions: { hostname: '127.0.0.1', port, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
  authOptions: {
    tokenMethod: 'bearer',
    superadminCredentials: { identifier: 'superadmin', password: 'bench-superadmin' },
  },
  dbConnectionOptions: {
    type: 'better-sqlite3',
    database: process.env.PEER_DB,
    // The seed run creates the schema; the measured run opens it as it is.
    synchronize: mode === 'seed',
    logging: false,
    // Seeding writes row by row: without fsync it takes minutes, not hours. Served in WAL mode, as ours is.
    prepareDatabase: (db) => {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${mode === 'seed' ? 'OFF' : 'NORMAL'}`);
    },
  },
  paymentOptions: { paymentMethodHandlers: [vendure.dummyPaymentHandler] },
  // Its production settings: no request logging below warnings, as ours runs with LOG_LEVEL=warn.
  logger: new vendure.DefaultLogger({ level: vendure.LogLevel.Warn }),
  plugins: [vendure.DefaultSearchPlugin.init({ bufferUpdates: false })],
};

/** Our product as the rows Vendure's CSV ImportParser would produce: one facet for its category. */
function toImportRow(p) {
  const en = 'en';
  return {
    product: {
      assetPaths: [],
      optionGroups: p.specs.map((s) => ({ translations: [{ languageCode: en, name: s.name, values: s.values }] })),
      facets: [{ translations: [{ languageCode: en, facet: 'category', value: p.categoryKey }] }],
      translations: [{ languageCode: en, name: p.title, slug: p.ref, description: p.content, customFields: {} }],
    },
    variants: p.skus.map((sku, i) => ({
      sku: `${p.ref}-${i + 1}`,
      price: sku.priceCents / 100,
      taxCategory: 'Standard',
      stockOnHand: sku.stock,
      trackInventory: vendure.GlobalFlag?.TRUE ?? 'TRUE',
      assetPaths: [],
      facets: [],
      translations: [{ languageCode: en, optionValues: p.specs.map((s) => sku.spec[s.name]), customFields: {} }],
    })),
  };
}

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'Asia',
  countries: [{ name: 'Thailand', code: 'TH', zone: 'Asia' }],
  taxRates: [{ name: 'Standard', percentage: 0 }],
  shippingMethods: [{ name: 'Standard', price: 0 }],
  // The checkout pays with Vendure's dummy handler: authorized at once, settled never (as Medusa's system provider).
  paymentMethods: [
    {
      name: 'Bench dummy',
      handler: { code: vendure.dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'false' }] },
    },
  ],
  collections: [],
};

async function seed(app) {
  const log = (line) => console.log(`[vendure seed] ${line}`);
  const channel = await app.get(vendure.ChannelService).getDefaultChannel();
  await app.get(vendure.Populator).populateInitialData(initialData, channel);
  const importer = app.get(vendure.Importer);
  const ctx = await importer.getRequestContext('en');
  let batch = [];
  let imported = 0;
  const flush = async () => {
    const errors = await importer.importProducts(ctx, batch, () => {});
    if (errors.length) throw new Error(`Vendure import errors: ${errors.slice(0, 3).join('; ')}`);
    imported += batch.length;
    batch = [];
    log(`${imported} products imported`);
  };
  for await (const line of createInterface({ input: createReadStream(catalogPath) })) {
    if (!line) continue;
    batch.push(toImportRow(JSON.parse(line)));
    if (batch.length === 1000) await flush();
  }
  if (batch.length) await flush();
  // The storefront list reads Vendure's search index: build it and wait for the job.
  await app.get(vendure.JobQueueService).start();
  // The default search plugin's indexer is not exported from the package's root.
  const {
    SearchIndexService,
  } = require('@vendure/core/dist/plugin/default-search-plugin/indexer/search-index.service');
  const job = await app.get(SearchIndexService, { strict: false }).reindex(ctx);
  const strategy = app.get(vendure.ConfigService).jobQueueOptions.jobQueueStrategy;
  // A large catalog indexes for a long time: its progress shows the run is not stuck.
  let shown = Date.now();
  for (;;) {
    const found = await strategy.findOne(job.id);
    if (found?.state === 'COMPLETED') break;
    if (found?.state === 'FAILED' || found?.state === 'CANCELLED') throw new Error(`Vendure reindex ${found.state}`);
    if (Date.now() - shown > 30_000) {
      log(`search index ${Math.round(found?.progress ?? 0)}%`);
      shown = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log('search index built');
}

const app = await vendure.bootstrap(config);
if (mode === 'seed') {
  try {
    await seed(app);
  } finally {
    await app.close();
  }
  process.exit(0);
}
// Serving: the parent waits for this line on stdout.
console.log('ready');
