import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db';
import { recommend } from '../../../src/modules/discovery/recommend';
import { recordView } from '../../../src/modules/catalog/recently-viewed';
import { buyAgain, recentlyViewed, shopFeed } from '../../../src/modules/discovery/service';
import { productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app);
});
afterAll(() => server.close());

/** The statements fn runs, compiled as the database receives them. */
async function statementsOf(fn: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
  await fn(server.app.db.withPlugin(capture));
  const executor = server.app.db.getExecutor();
  return nodes.map((node) => executor.compileQuery(node, { queryId: '' } as never));
}

/** Full scans of a table in the plan of each statement (none expected: every query starts from an index). */
async function fullScans(statements: CompiledQuery[]): Promise<string[]> {
  return server.app.db.connection().execute(async (conn) => {
    const found: string[] = [];
    // PostgreSQL picks a sequential scan of a tiny table whatever its indexes; priced out, one
    // still planned means no index serves the query.
    if (TEST_DB === 'postgres') await sql`set enable_seqscan = off`.execute(conn);
    try {
      for (const statement of statements) {
        if (!/^\s*(select|delete)/i.test(statement.sql)) continue;
        const prefix = TEST_DB === 'postgres' ? 'explain ' : 'explain query plan ';
        const plan = await conn.executeQuery<Record<string, string>>(
          CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]),
        );
        const lines = plan.rows.map((r) => String(r['QUERY PLAN'] ?? r.detail));
        const scans = lines.filter((l) => (TEST_DB === 'postgres' ? /Seq Scan/.test(l) : /^SCAN \w+$/.test(l.trim())));
        found.push(...scans.map((s) => `${s} in ${statement.sql}`));
      }
    } finally {
      if (TEST_DB === 'postgres') await sql`reset enable_seqscan`.execute(conn);
    }
    return found;
  });
}

describe('discovery queries start from an index', () => {
  it.each([
    ['product/recommend', (db: Db) => recommend(db, { id: 1 }, 'en', ann.id)],
    ['recording a view', async (db: Db) => recordView(db, ann.id, await productId(server.app, 2))],
    ['user/recently_viewed', (db: Db) => recentlyViewed(db, ann.id, {}, 'en')],
    ['user/buy_again', (db: Db) => buyAgain(db, ann.id, {}, 'en')],
    ['shop/feed', (db: Db) => shopFeed(db, ann.id, {}, 'en')],
  ])('%s', async (_name, fn) => {
    const statements = await statementsOf(fn);
    expect(statements.length).toBeGreaterThan(0);
    expect(await fullScans(statements)).toEqual([]);
  });
});
