import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PrintedSpan } from '../helpers/traced-order-pay';
import { TEST_DB } from '../helpers/test-server';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs test/helpers/traced-order-pay.ts in its own process (tracing first, then pg and Fastify) and reads its spans. */
async function spansOfOnePayment(): Promise<PrintedSpan[]> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'test/helpers/traced-order-pay.ts'],
    {
      cwd: serverRoot,
      env: { ...process.env, TEST_DB, OTEL_SERVICE_NAME: 'bazaar-test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`traced-order-pay exited ${code}: ${err}`);
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as PrintedSpan);
}

const SERVER = 1;

describe(`a trace of order/pay (${TEST_DB})`, () => {
  it('has the request as its root and the route and every database statement under it', async () => {
    const spans = await spansOfOnePayment();
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const roots = spans.filter((s) => s.kind === SERVER && !s.parentSpanId);
    expect(roots).toHaveLength(1);
    const request = roots[0]!;
    expect(request.attributes['http.route'] ?? request.attributes['url.path'] ?? request.name).toContain(
      '/api/order/pay',
    );
    const under = (span: PrintedSpan) => {
      for (let s: PrintedSpan | undefined = span; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined) {
        if (s.spanId === request.spanId) return true;
      }
      return false;
    };
    // Every span of the payment is of this one trace, and hangs from the request.
    for (const span of spans) {
      expect(span.traceId).toBe(request.traceId);
      expect(under(span), `${span.name} is not under the request's span`).toBe(true);
    }
    // @fastify/otel's span of the route's handler.
    expect(spans.some((s) => s.name.startsWith('handler') && s.attributes['http.route'] === '/api/order/pay')).toBe(
      true,
    );

    const statements = spans.filter((s) => typeof s.attributes['db.query.text'] === 'string');
    const databases = new Set(spans.map((s) => s.attributes['db.system.name']).filter(Boolean));
    if (TEST_DB === 'sqlite') {
      // SQLite has no instrumentation: its statements are the request's own time.
      expect(statements).toEqual([]);
      expect(databases.size).toBe(0);
      return;
    }
    // The payment's transaction: the code's count, the order's status, the ledger's postings.
    expect([...databases]).toEqual(['postgresql']);
    const text = statements.map((s) => String(s.attributes['db.query.text']));
    expect(text).toEqual(expect.arrayContaining(['begin', 'commit']));
    expect(text.some((t) => t.startsWith('update "orders" set "status"'))).toBe(true);
    expect(text.some((t) => t.startsWith('insert into "ledger_postings"'))).toBe(true);
    expect(text.some((t) => t.startsWith('insert into "idempotency_keys"'))).toBe(true);
  }, 30_000);
});
