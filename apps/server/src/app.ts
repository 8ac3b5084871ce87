import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ResultCode } from '@bazaar/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { App } from './app-types';
import type { AppConfig } from './config';
import { withStartupLock } from './db';
import { setInstanceName } from './lib/instance';
import { lazyChildLoggerFactory } from './lib/lazy-logger';
import { loggerOptions } from './lib/log-format';
import { requestSerializer } from './lib/url-secrets';
import { OneLineRequestLog } from './lib/request-log';
import { MESSAGE_KEYWORD } from './lib/validation-message';
import { addressRoutes } from './modules/address/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminLedgerRoutes } from './modules/ledger/admin-routes';
import { cartRoutes } from './modules/cart/routes';
import { chatRoutes } from './modules/chat/routes';
import { voucherRoutes } from './modules/voucher/routes';
import { flashRoutes } from './modules/flash/routes';
import { chatSocketPlugin } from './modules/chat/socket';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { chainWatchPlugin } from './modules/deposit/chain-watch';
import { depositRoutes } from './modules/deposit/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { emsRoutes } from './modules/ems/routes';
import { notificationRoutes } from './modules/notification/routes';
import { refundRoutes } from './modules/refund/routes';
import { reviewRoutes } from './modules/review/routes';
import { orderRoutes } from './modules/order/routes';
import { orderTimersPlugin } from './modules/order/timers';
import { backInStockPlugin } from './modules/notification/back-in-stock-plugin';
import { flashReminderPlugin } from './modules/flash/reminder-plugin';
import { pushPlugin } from './modules/push/plugin';
import { pushRoutes } from './modules/push/routes';
import { socialRoutes } from './modules/social/routes';
import { systemRoutes } from './modules/system/routes';
import { releaseOrphanedPayReservations } from './modules/user/pay-password';
import { uploadRoutes } from './modules/upload/routes';
import { userRoutes } from './modules/user/routes';
import { walletRoutes } from './modules/wallet/routes';
import { adminAuthPlugin } from './plugins/admin-auth';
import { authPlugin } from './plugins/auth';
import { coercePlugin } from './plugins/coerce';
import { jsonDepthPlugin } from './plugins/json-depth';
import { nulTextPlugin } from './plugins/nul-text';
import { dbPlugin } from './plugins/db';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { envelopePlugin } from './plugins/envelope';
import { idempotencyPlugin } from './plugins/idempotency';
import { errorHandlerPlugin, sendEnvelope } from './plugins/error-handler';
import { kvPlugin } from './plugins/kv';
import { metricsPlugin } from './plugins/metrics';
import { moneyRateLimitPlugin } from './plugins/money-rate-limit';
import { payCodesPlugin } from './plugins/pay-codes';
import { langPlugin } from './plugins/lang';
import { responseCachePlugin } from './plugins/response-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticPlugin } from './plugins/static-files';
import { swaggerPlugin } from './plugins/swagger';
import { ensureFirstAdmin } from './seed/bootstrap-admin';
import { generateDemoCatalog, renderImageSvg, type DemoCatalog } from './seed/demo-catalog';
import { refuseDemoDataInProduction } from './seed/production-guard';
import { seedDemo } from './seed/seed-demo';

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** The demo catalog to insert into an empty database; false to seed nothing. Default: the generator when config.seedDemo. */
  demoCatalog?: (() => DemoCatalog) | false;
  /** Tests register extra routes here (after the app's plugins, before ready). */
  extraRoutes?: (app: App) => void | Promise<void>;
}

const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The whole server, not listening. Plugin order is explicit: external plugins, app plugins, routes. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  setInstanceName(config.instanceName);
  const baseLogger = options.logger ?? loggerOptions(config.logLevel, config.logFormat, config.tracing);
  // Request lines never carry a secret of the URL (the shop's quick-login link holds a token).
  const logger =
    baseLogger && typeof baseLogger === 'object'
      ? { ...baseLogger, serializers: { req: requestSerializer, ...baseLogger.serializers } }
      : baseLogger;
  const requestLog = new OneLineRequestLog();
  const app = Fastify({
    logger,
    // Per-request pino children only for requests that log (tests run without a logger).
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // One request log line per request instead of Fastify's two.
    logController: requestLog,
    trustProxy: config.trustProxy,
    // A request whose connection was accepted before close() began is served (with Connection: close), not
    // answered 503: behind a balancer it may be a payment, and close() waits for it before the database closes.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        // Text inputs are coerced strictly by plugins/coerce; JSON must carry the right types.
        coerceTypes: false,
        removeAdditional: 'all',
        useDefaults: true,
        allErrors: false,
        // parentSchema in errors lets the error handler find a field's own message key.
        verbose: true,
        keywords: [MESSAGE_KEYWORD],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // 1. External plugins
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    port: config.metricsPort,
    host: config.host,
    requestLog,
  });
  await app.register(fastifyFormbody);
  await app.register(securityHeadersPlugin);
  await app.register(gracefulClosePlugin);
  // Routes opt in with config.rateLimit (a global limit would also count static files);
  // counters live in Redis when several processes serve the same users.
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
  });
  if (rateLimitRedis) {
    app.metrics.watchRedis(rateLimitRedis, 'rate-limit', app.log);
    app.addHook('onClose', async () => void (await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect())));
  }
  await app.register(swaggerPlugin);

  // 2. App plugins
  await app.register(dbPlugin, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: config.pgSchema,
    sqliteCheckpointMs: config.sqliteCheckpointMs,
  });
  await app.register(kvPlugin, { redisUrl: config.redisUrl, prefix: config.redisPrefix });
  await app.register(payCodesPlugin, { secrets: config.payCodeSecrets, dataDir: config.dataDir });
  await app.register(langPlugin);
  await app.register(envelopePlugin);
  await app.register(responseCachePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(nulTextPlugin);
  await app.register(coercePlugin);
  await app.register(authPlugin);
  await app.register(adminAuthPlugin);
  await app.register(idempotencyPlugin);
  await app.register(moneyRateLimitPlugin, {
    money: config.moneyRateLimit,
    upload: config.uploadRateLimit,
    statement: config.statementRateLimit,
  });
  await app.register(staticPlugin, {
    dataDir: config.dataDir,
    shopDist: config.shopDist,
    consoleDist: config.consoleDist,
    renderImage: renderImageSvg,
  });
  await app.register(orderTimersPlugin, { intervalMs: config.jobPollMs });
  await app.register(backInStockPlugin, {
    intervalMs: config.jobPollMs,
    holdOffSeconds: config.backInStockHoldOffSeconds,
  });
  await app.register(flashReminderPlugin, { intervalMs: config.jobPollMs });
  await app.register(chainWatchPlugin, { intervalMs: config.chainWatchMs, http: config.chainHttp });
  await app.register(pushPlugin, { config: config.push });
  await app.register(chatSocketPlugin, {
    ...config.chat,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    timeZone: config.platformTimeZone,
  });

  // 3. Routes
  await app.register(systemRoutes);
  await app.register(catalogRoutes);
  await app.register(addressRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes, { config: config.push });
  await app.register(refundRoutes);
  await app.register(reviewRoutes);
  await app.register(contentRoutes);
  await app.register(socialRoutes);
  await app.register(chatRoutes);
  await app.register(voucherRoutes);
  await app.register(flashRoutes);
  await app.register(discoveryRoutes);
  await app.register(userRoutes, { config });
  await app.register(emsRoutes, { config });
  // Only the upload call reads multipart bodies: @fastify/multipart's hooks (an async preValidation
  // and an async onResponse on every request of its scope) stay off every other route.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    await scope.register(uploadRoutes, { config });
  });
  await app.register(cartRoutes);
  await app.register(orderRoutes, {
    holdLimits: config.unfundedHoldLimits,
    flashPaySeconds: config.flashPayMinutes * 60,
  });
  await app.register(walletRoutes, { statementFonts: config.statementFonts, statementWork: config.statementWork });
  await app.register(depositRoutes);
  await app.register(adminLedgerRoutes);
  // The console's own calls (sign-in, operators, dashboard, settlement, settings, audit log, exports); each domain registers its other operator calls.
  await app.register(adminRoutes, {
    signInRateLimit: config.adminSignInRateLimit,
    timeZone: config.platformTimeZone,
  });
  if (options.extraRoutes) await app.register(async (scoped) => options.extraRoutes?.(scoped as App));

  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/') && app.serveShopIndex(request, reply)) return reply;
    return sendEnvelope(request, reply, 404, ResultCode.failure, 'common.not_found', { reason: 'not_found' });
  });

  // First start: the first operator, then the demo catalog into an empty database.
  // Several instances may start at once on one database: this runs in one of them at a time.
  // Production seeds only when asked (SEED_DEMO=true): demo keys and passwords are public.
  const makeCatalog =
    config.production && !config.seedDemo
      ? false
      : (options.demoCatalog ?? (config.seedDemo ? () => generateDemoCatalog() : false));
  await withStartupLock(app.db, app.dbDialect, async (db) => {
    await ensureFirstAdmin(db, config, app.log);
    await releaseOrphanedPayReservations(db);
    // The demo flash session goes with the generated catalog only, never a test's own.
    const flashSale = config.demoFlashSale && !options.demoCatalog;
    if (makeCatalog && (await seedDemo(db, makeCatalog, app.payCodes, { flashSale })))
      app.log.info('demo catalog seeded');
  });
  try {
    await refuseDemoDataInProduction(app.db, config);
  } catch (error) {
    app.log.fatal({ err: error }, 'refusing to start: demo data in a production database');
    await app.close();
    throw error;
  }

  return app;
}
