import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { tracing } from '@opentelemetry/sdk-node';
import { withoutSecrets } from './lib/url-secrets';

/** What server.ts keeps to flush the last spans at exit. */
export interface Tracing {
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /**
   * Where finished spans go instead of OTLP over HTTP, each as it ends (a simple span processor, no batching):
   * tests read them from an in-memory exporter.
   */
  exporter?: tracing.SpanExporter;
}

/**
 * OpenTelemetry, started before anything else is loaded (server.ts imports this module only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and the app after it): traces of HTTP, Fastify's routes and hooks,
 * PostgreSQL and Redis, sent as OTLP over HTTP to that endpoint. The SDK reads the other OTEL_*
 * variables itself (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_EXPORTER_OTLP_HEADERS …).
 */
export async function startTracing(options: TracingOptions = {}): Promise<Tracing> {
  // The server is ESM: its imports of fastify, pg and ioredis are patched through import-in-the-middle's
  // loader hook, which ships inside @opentelemetry/instrumentation (found from the SDK's own place).
  const sdkRequire = createRequire(createRequire(import.meta.url).resolve('@opentelemetry/sdk-node'));
  register(pathToFileURL(sdkRequire.resolve('@opentelemetry/instrumentation/hook.mjs')));

  const [sdkNode, otlp, httpI, pgI, redisI, fastifyOtel] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@fastify/otel'),
  ]);
  const sdk = new sdkNode.NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'bazaar',
    ...(options.exporter
      ? { spanProcessors: [new sdkNode.tracing.SimpleSpanProcessor(options.exporter)] }
      : { traceExporter: new otlp.OTLPTraceExporter() }),
    // Metrics are Prometheus's (GET /metrics). Left to itself the SDK would also push OpenTelemetry metrics to the
    // OTLP endpoint every minute, and its shutdown would wait for that last export (8 s against an endpoint that
    // takes no metrics, such as Jaeger's): only an OTEL_METRICS_EXPORTER set on purpose turns them on.
    ...(process.env.OTEL_METRICS_EXPORTER ? {} : { metricReaders: [] }),
    instrumentations: [
      // The shop's quick-login link holds a token in its query: spans keep the URL without it.
      new httpI.HttpInstrumentation({
        requestHook: (span, request) => {
          const url = 'url' in request ? request.url : undefined;
          const query = url?.includes('?') ? url.slice(url.indexOf('?') + 1) : undefined;
          if (query) span.setAttribute('url.query', withoutSecrets(`?${query}`).slice(1));
        },
      }),
      // Every Fastify instance, through its initialization diagnostics channel.
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        requestHook: (span, request) => span.setAttribute('url.path', withoutSecrets(request.url)),
      }),
      new pgI.PgInstrumentation(),
      new redisI.IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
