import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PayCodeSecretConfig } from './lib/pay-code';
import type { ChatLimits } from './modules/chat/deliver';
import { CHAIN_HTTP_DEFAULTS, type ChainHttpLimits } from './modules/deposit/json-rpc';
import { parseEmsAddressLimit, type EmsAddressLimit } from './modules/ems/limits';
import { UNFUNDED_HOLD_DEFAULTS, type UnfundedHoldLimits } from './modules/order/unfunded-holds';
import { IMAGE_WORK_DEFAULTS, type ImageWorkLimits } from './modules/upload/image-queue';
import { STATEMENT_FONT_DEFAULTS, type StatementFontPaths } from './modules/wallet/statement-fonts';
import { STATEMENT_WORK_DEFAULTS, type StatementWorkLimits } from './modules/wallet/statement-pool';
import {
  parseMoneyRateLimit,
  parseStatementRateLimit,
  parseUploadRateLimit,
  type MoneyRateLimit,
} from './plugins/money-rate-limit';

/** Everything the server reads from the environment, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Holds bazaar.sqlite, uploads/, outbox/ and (without PAY_CODE_SECRET) pay-code.key. */
  dataDir: string;
  /** postgres://… switches the data layer to PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL only: a schema to use (tests give each file its own). */
  pgSchema?: string;
  /** SQLite only: WAL checkpoints from a worker thread this often (SQLITE_CHECKPOINT_MS; 0: in commits, SQLite's way). */
  sqliteCheckpointMs: number;
  redisUrl?: string;
  /** Prefix of every Redis key (REDIS_PREFIX): deployments or tests sharing one Redis stay apart. */
  redisPrefix: string;
  /** Limits of the money calls per account and per client address (MONEY_RATE_LIMIT_*). */
  moneyRateLimit: MoneyRateLimit;
  /** Limits of common/upload per account and per client address (UPLOAD_RATE_LIMIT_*). */
  uploadRateLimit: MoneyRateLimit;
  /** Limits of user/bill_export (statements) per account and per client address (STATEMENT_RATE_LIMIT_*). */
  statementRateLimit: MoneyRateLimit;
  /** The flood guard of ems/send per client address (EMS_RATE_LIMIT_*); per email the contract's 1 a minute, 10 a day. */
  emsRateLimit: EmsAddressLimit;
  /** Uploaded images re-encoded at once, and waiting beyond those (IMAGE_WORKERS, IMAGE_QUEUE). */
  imageWork: ImageWorkLimits;
  /** What a shopper's unpaid orders may hold when their balance does not cover them (UNFUNDED_HOLD_*). */
  unfundedHoldLimits: UnfundedHoldLimits;
  /** Minutes an unpaid order with flash sale lines waits before it is cancelled (FLASH_PAY_MINUTES, 10). */
  flashPayMinutes: number;
  /**
   * Whether the generated demo catalog gets a live flash session (DEMO_FLASH_SALE; default: not under
   * NODE_ENV=test, where the browser journeys expect the catalog's normal prices).
   */
  demoFlashSale: boolean;
  /** Operator sign-ins (and own-password changes) per client address per minute (ADMIN_SIGN_IN_RATE_LIMIT). */
  adminSignInRateLimit: number;
  /** Unique per instance and stable across its restarts (INSTANCE_NAME; default host:port). */
  instanceName: string;
  /** How often each instance polls the jobs table for due order timers (JOB_POLL_MS). */
  jobPollMs: number;
  /** A product's return to stock is announced at most once in this many seconds (BACK_IN_STOCK_HOLD_OFF_HOURS, 24). */
  backInStockHoldOffSeconds: number;
  /** Chat: messages per sender per window, the away notice's hold-off, the sockets' heartbeat (CHAT_*). */
  chat: ChatLimits & { pingMs: number };
  /** How often each instance polls the chain watchers' networks for deposits (CHAIN_WATCH_MS). */
  chainWatchMs: number;
  /** The largest chain RPC answer read (CHAIN_RPC_MAX_BYTES) and whether private hosts are allowed (CHAIN_RPC_ALLOW_PRIVATE). */
  chainHttp: ChainHttpLimits;
  /** The PDF statement's CJK and Thai fonts (STATEMENT_FONT_CJK, STATEMENT_FONT_THAI). */
  statementFonts: StatementFontPaths;
  /** PDF statements drawn at once in worker threads, and waiting beyond those (STATEMENT_WORKERS, STATEMENT_QUEUE). */
  statementWork: StatementWorkLimits;
  adminAccount?: string;
  adminPassword?: string;
  logLevel: string;
  /** LOG_FORMAT: `pretty` (one coloured line per request), `json`, or unset: pretty on a terminal, JSON otherwise. */
  logFormat?: 'pretty' | 'json';
  /** METRICS_TOKEN: `GET /metrics` answers only `Authorization: Bearer <it>`; unset, 404 (see metricsPort). */
  metricsToken?: string;
  /** METRICS_PORT: a listener of its own serves /metrics there without a token (bind it to a private interface). */
  metricsPort?: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT is set: server.ts started tracing (tracing.ts), and log lines carry trace ids. */
  tracing: boolean;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, readiness answers 503 this long before the server stops accepting. */
  shutdownDrainMs: number;
  shopDist: string;
  /** The built operator console, served at /console; absent or missing: no console. */
  consoleDist?: string;
  trustProxy: boolean | string;
  production: boolean;
  /**
   * Insert the demo catalog when the categories table is empty (SEED_DEMO). On by default, except
   * under NODE_ENV=production, where only SEED_DEMO=true seeds (and a start refuses a database
   * holding demo data without it).
   */
  seedDemo: boolean;
  /** smtp(s)://… sends mail through nodemailer; otherwise mail goes to DATA_DIR/outbox and the log. */
  smtpUrl?: string;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** thirdlogin: the HMAC secret of each accepted platform (THIRD_LOGIN_SECRETS, a JSON object). */
  thirdLoginSecrets: Record<string, string>;
  /** Web Push (modules/push). */
  push: PushConfig;
  /** PLATFORM_TIME_ZONE (IANA): the calendar of the console's "today", its daily series and monthly statements. */
  platformTimeZone: string;
  /** PAY_CODE_SECRET, PAY_CODE_SECRET_PREVIOUS (lib/pay-code.ts); unset: the key file DATA_DIR/pay-code.key. */
  payCodeSecrets: PayCodeSecretConfig;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them); both or neither. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** VAPID_SUBJECT: a mailto: or https: address the push services can reach the sender at. */
  vapidSubject: string;
  /** PUSH_ALLOW_LOOPBACK_HTTP: also accept http:// endpoints on 127.0.0.1, ::1 or localhost (development, tests). */
  allowLoopbackHttp: boolean;
  /** PUSH_MAX_SUBSCRIPTIONS: browsers per shopper; subscribing another drops the longest unused. */
  maxSubscriptions: number;
  /** PUSH_POLL_MS: how often each instance looks for pushes left undelivered (after a crash, or written by a timer). */
  pollMs: number;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0' || value === 'off') return false;
  if (value === 'true' || value === '1' || value === 'on') return true;
  // An address list or hop count, passed to Fastify as is.
  return value;
}

function parseSecrets(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('THIRD_LOGIN_SECRETS must be a JSON object of platform → secret');
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const [platform, secret] of entries) {
    if (typeof secret !== 'string' || secret.length < 16) {
      throw new Error(`THIRD_LOGIN_SECRETS: the secret of ${platform} must be a string of at least 16 characters`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function parsePush(env: NodeJS.ProcessEnv): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!vapidPublicKey !== !vapidPrivateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  return {
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:no-reply@bazaar.local',
    allowLoopbackHttp: env.PUSH_ALLOW_LOOPBACK_HTTP === 'true',
    maxSubscriptions: positiveInt(env.PUSH_MAX_SUBSCRIPTIONS, 10, 'PUSH_MAX_SUBSCRIPTIONS'),
    pollMs: positiveInt(env.PUSH_POLL_MS, 2_000, 'PUSH_POLL_MS'),
  };
}

/** An IANA zone name Intl knows; default: the server's own zone. */
function parseTimeZone(value: string | undefined): string {
  if (!value) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`PLATFORM_TIME_ZONE is not a time zone: ${value}`);
  }
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} is not a positive whole number: ${value}`);
  return n;
}

function parseLogFormat(value: string | undefined): 'pretty' | 'json' | undefined {
  if (!value) return undefined;
  if (value === 'pretty' || value === 'json') return value;
  throw new Error(`LOG_FORMAT is pretty or json: ${value}`);
}

function parseCheckpointMs(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`SQLITE_CHECKPOINT_MS is not a whole number of milliseconds: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // One PostgreSQL database can hold several instances' data side by side (tests, benchmarks).
    pgSchema: env.PG_SCHEMA || undefined,
    // Tests open hundreds of short-lived databases: no worker thread for each unless asked.
    sqliteCheckpointMs: parseCheckpointMs(env.SQLITE_CHECKPOINT_MS ?? (env.NODE_ENV === 'test' ? '0' : '200')),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'bazaar:',
    moneyRateLimit: parseMoneyRateLimit(env),
    uploadRateLimit: parseUploadRateLimit(env),
    statementRateLimit: parseStatementRateLimit(env),
    emsRateLimit: parseEmsAddressLimit(env),
    imageWork: {
      workers: positiveInt(env.IMAGE_WORKERS, IMAGE_WORK_DEFAULTS.workers, 'IMAGE_WORKERS'),
      queue: positiveInt(env.IMAGE_QUEUE, IMAGE_WORK_DEFAULTS.queue, 'IMAGE_QUEUE'),
    },
    unfundedHoldLimits: {
      unitsPerProduct: positiveInt(
        env.UNFUNDED_HOLD_UNITS,
        UNFUNDED_HOLD_DEFAULTS.unitsPerProduct,
        'UNFUNDED_HOLD_UNITS',
      ),
      orders: positiveInt(env.UNFUNDED_HOLD_ORDERS, UNFUNDED_HOLD_DEFAULTS.orders, 'UNFUNDED_HOLD_ORDERS'),
    },
    flashPayMinutes: positiveInt(env.FLASH_PAY_MINUTES, 10, 'FLASH_PAY_MINUTES'),
    demoFlashSale: env.DEMO_FLASH_SALE ? env.DEMO_FLASH_SALE === 'true' : env.NODE_ENV !== 'test',
    adminSignInRateLimit: positiveInt(env.ADMIN_SIGN_IN_RATE_LIMIT, 10, 'ADMIN_SIGN_IN_RATE_LIMIT'),
    instanceName:
      env.INSTANCE_NAME ||
      // pm2's cluster mode runs several workers on one port; each keeps its number across restarts.
      `${os.hostname()}:${port}${env.NODE_APP_INSTANCE ? `:${env.NODE_APP_INSTANCE}` : ''}`,
    jobPollMs: positiveInt(env.JOB_POLL_MS, 5_000, 'JOB_POLL_MS'),
    backInStockHoldOffSeconds:
      positiveInt(env.BACK_IN_STOCK_HOLD_OFF_HOURS, 24, 'BACK_IN_STOCK_HOLD_OFF_HOURS') * 3_600,
    chainWatchMs: positiveInt(env.CHAIN_WATCH_MS, 15_000, 'CHAIN_WATCH_MS'),
    chat: {
      rateLimit: positiveInt(env.CHAT_RATE_LIMIT, 20, 'CHAT_RATE_LIMIT'),
      rateWindowSeconds: positiveInt(env.CHAT_RATE_WINDOW, 10, 'CHAT_RATE_WINDOW'),
      noticeHoldOffSeconds: positiveInt(env.CHAT_NOTICE_HOLD_OFF_MINUTES, 10, 'CHAT_NOTICE_HOLD_OFF_MINUTES') * 60,
      pingMs: positiveInt(env.CHAT_PING_MS, 25_000, 'CHAT_PING_MS'),
    },
    chainHttp: {
      maxBytes: positiveInt(env.CHAIN_RPC_MAX_BYTES, CHAIN_HTTP_DEFAULTS.maxBytes, 'CHAIN_RPC_MAX_BYTES'),
      allowPrivate: env.CHAIN_RPC_ALLOW_PRIVATE === 'true',
    },
    statementFonts: {
      cjk: env.STATEMENT_FONT_CJK || STATEMENT_FONT_DEFAULTS.cjk,
      thai: env.STATEMENT_FONT_THAI || STATEMENT_FONT_DEFAULTS.thai,
    },
    statementWork: {
      workers: positiveInt(env.STATEMENT_WORKERS, STATEMENT_WORK_DEFAULTS.workers, 'STATEMENT_WORKERS'),
      queue: positiveInt(env.STATEMENT_QUEUE, STATEMENT_WORK_DEFAULTS.queue, 'STATEMENT_QUEUE'),
    },
    adminAccount: env.ADMIN_ACCOUNT || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'debug'),
    logFormat: parseLogFormat(env.LOG_FORMAT),
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: !!env.OTEL_EXPORTER_OTLP_ENDPOINT,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ? positiveInt(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS') : 0,
    metricsPort: env.METRICS_PORT ? positiveInt(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    // Both src/ (tsx) and dist/ (built) sit one level below the package root.
    shopDist: path.resolve(env.SHOP_DIST || path.join(serverRoot, '../shop/dist')),
    consoleDist: path.resolve(env.CONSOLE_DIST || path.join(serverRoot, '../console/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    seedDemo: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Bazaar <no-reply@bazaar.local>',
    thirdLoginSecrets: parseSecrets(env.THIRD_LOGIN_SECRETS),
    push: parsePush(env),
    platformTimeZone: parseTimeZone(env.PLATFORM_TIME_ZONE),
    payCodeSecrets: {
      secret: env.PAY_CODE_SECRET || undefined,
      previous: (env.PAY_CODE_SECRET_PREVIOUS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
  };
}
