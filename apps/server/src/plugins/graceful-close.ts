import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun (SIGTERM, or close()): readiness answers 503 from then on. */
    shuttingDown(): boolean;
    /** Marks the start of shutdown while still serving, so balancers move away before close(). */
    beginShutdown(): void;
  }
}

const SWEEP_MS = 100;

/**
 * Graceful shutdown: close() stops accepting and waits for requests in flight, but a request
 * that finishes afterwards leaves its keep-alive connection open, which would hold close()
 * for the whole keepAliveTimeout (72 s). So, while closing, idle connections are ended as
 * they appear; nothing is added to the path of ordinary requests.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let begun = false;
    app.decorate('shuttingDown', () => begun);
    app.decorate('beginShutdown', () => void (begun = true));
    app.addHook('preClose', (done) => {
      begun = true;
      const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
      done();
    });
  },
  { name: 'graceful-close' },
);
