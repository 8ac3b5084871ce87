import type { Tracing } from './tracing';

const SHUTDOWN_GRACE_MS = 10_000;

/** Reads the environment, listens, and on SIGTERM/SIGINT stops accepting and lets in-flight requests finish. */
async function main(): Promise<void> {
  // Tracing first, so its hooks see every module the app loads; with no endpoint nothing of it is loaded.
  let tracing: Tracing | undefined;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) tracing = await (await import('./tracing')).startTracing();
  const [{ buildApp }, { loadConfig }] = await Promise.all([import('./app'), import('./config')]);
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on; balancers that probe it get drainMs to move traffic away.
    app.beginShutdown();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: finishing in-flight requests');
    // Should a request hang, do not wait forever.
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS).unref();
    // Chat sockets are told to reconnect elsewhere (1012), pollers finish their current step, then the database closes.
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      // The last spans are sent before the process ends.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
