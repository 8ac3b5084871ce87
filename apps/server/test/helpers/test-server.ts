import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app';
import type { App } from '../../src/app-types';
import { CHAIN_HTTP_DEFAULTS } from '../../src/modules/deposit/json-rpc';
import { loadConfig, type AppConfig } from '../../src/config';
import { fixtureCatalog } from './fixture-catalog';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer {
  app: App;
  url: string;
  config: AppConfig;
  /** fetch against the server; `json` is sent as JSON, `form` as x-www-form-urlencoded. */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; form?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  ): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  close(): Promise<void>;
}

async function withPg<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A real listening server on a free port, over a fresh database: a temp SQLite file, or
 * (TEST_DB=postgres) a fresh schema dropped afterwards, unless the config names another server's.
 * Seeded with the small fixture catalog unless told otherwise.
 */
export async function startServer(
  options: Partial<Omit<BuildOptions, 'config'>> & { config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  // A second instance over the first one's database (options.config.dataDir / pgSchema) makes
  // neither its own, and its close() leaves the shared ones to the first.
  const ownsDataDir = !options.config?.dataDir;
  const ownsSchema = TEST_DB === 'postgres' && !options.config?.pgSchema;
  const dataDir = options.config?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-'));
  const schema = options.config?.pgSchema ?? `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (ownsSchema) await withPg((c) => c.query(`create schema ${schema}`));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    shopDist: path.join(dataDir, 'no-shop'),
    // Like the shop: no console unless a test brings one, whatever is built in the tree.
    consoleDist: path.join(dataDir, 'no-console'),
    seedDemo: false,
    // Suites call money calls far more often than a shopper; money-rate-limit.test.ts sets its own limits.
    moneyRateLimit: { perAccount: 10_000, perAddress: 10_000, windowSeconds: 60 },
    uploadRateLimit: { perAccount: 10_000, perAddress: 10_000, windowSeconds: 60 },
    statementRateLimit: { perAccount: 10_000, perAddress: 10_000, windowSeconds: 60 },
    // Suites place many unpaid orders from empty accounts; unfunded-holds.test.ts sets its own limits.
    unfundedHoldLimits: { unitsPerProduct: 10_000, orders: 10_000 },
    // The chain tests' nodes are local (127.0.0.1); rpc-host.test.ts proves private hosts are refused otherwise.
    chainHttp: { ...CHAIN_HTTP_DEFAULTS, allowPrivate: true },
    ...(TEST_DB === 'postgres' ? { databaseUrl: PG_URL, pgSchema: schema } : {}),
    ...options.config,
  };
  const app = await buildApp({
    config,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    demoCatalog: options.demoCatalog ?? (() => fixtureCatalog),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    url,
    config,
    async request(p, init = {}) {
      const { json, form, ...rest } = init;
      const headers = new Headers(rest.headers);
      let body = rest.body;
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(json);
      } else if (form) {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(form).toString();
      }
      const method = rest.method ?? (body !== undefined ? 'POST' : 'GET');
      const res = await fetch(url + p, { ...rest, method, headers, body });
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async close() {
      await app.close();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (ownsSchema) await withPg((c) => c.query(`drop schema if exists ${schema} cascade`));
    },
  };
}
