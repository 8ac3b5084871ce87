// A process of its own (test/app/tracing-order-pay.test.ts spawns it): tracing must start before `pg` and
// Fastify are loaded, which a test worker that has loaded them already cannot undo. It starts tracing into
// an in-memory exporter, boots a test server on TEST_DB, pays one order through HTTP and prints the spans of
// that payment, one JSON object a line.
import { tracing } from '@opentelemetry/sdk-node';
import { startTracing } from '../../src/tracing';

export interface PrintedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

const exporter = new tracing.InMemorySpanExporter();
const otel = await startTracing({ exporter });
// Only now: the instrumentations patch these modules as they load.
const [{ startServer }, { createShopper }, { nowSeconds }] = await Promise.all([
  import('./test-server'),
  import('./shoppers'),
  import('../../src/lib/time'),
]);

const server = await startServer();
try {
  const shopper = await createShopper(server.app, { balanceCents: 10_000 });
  const now = nowSeconds();
  const address = await server.app.db
    .insertInto('addresses')
    .values({
      user_id: shopper.id,
      name: 'Trace Test',
      mobile: '13800000000',
      area: 'Bangkok',
      address: '1 Sukhumvit Rd',
      tag: 'Home',
      is_default: 1,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await server.app.db
    .selectFrom('products')
    .select('id')
    .where('title', '=', 'Product 2')
    .executeTakeFirstOrThrow();
  const post = async (path: string, body: object, key: string) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { token: shopper.token, 'Idempotency-Key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: { pay_sn: string } };
  };
  const order = await post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 1 }], address_id: address.id },
    'trace-create',
  );
  if (order.code !== 1) throw new Error(`order/create answered ${JSON.stringify(order)}`);

  // Only the payment's spans from here on.
  exporter.reset();
  const paid = await post('/api/order/pay', { pay_sn: order.data.pay_sn, paypwd: shopper.payPassword }, 'trace-pay');
  if (paid.code !== 1) throw new Error(`order/pay answered ${JSON.stringify(paid)}`);
  // The server span ends once the answer is written, a moment after the client has read it.
  const deadline = Date.now() + 5_000;
  const isServerSpan = (s: tracing.ReadableSpan) => s.kind === 1 && !s.parentSpanContext;
  while (!exporter.getFinishedSpans().some(isServerSpan) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const printed = exporter.getFinishedSpans().map((span): PrintedSpan => ({
    name: span.name,
    kind: span.kind,
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    ...(span.parentSpanContext ? { parentSpanId: span.parentSpanContext.spanId } : {}),
    attributes: span.attributes,
  }));
  await new Promise((resolve) => process.stdout.write(printed.map((p) => `${JSON.stringify(p)}\n`).join(''), resolve));
} finally {
  await server.close();
  await otel.shutdown();
}
// fetch's pooled sockets would hold the process for their four-second keep-alive.
process.exit(0);
