// Medusa's configuration for the bench (copied into the peer's install folder as medusa-config.js):
// PostgreSQL from DATABASE_URL, no Redis (its in-memory event bus, cache, locking and workflow
// engine, the defaults without redisUrl), no admin dashboard (only the Admin API seeds it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Medusa loads medusa-config.js as CommonJS
const { defineConfig } = require('@medusajs/framework/utils');

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseLogging: false,
    // The local PostgreSQL speaks no TLS.
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: '*',
      adminCors: '*',
      authCors: '*',
      jwtSecret: 'bench-jwt-secret',
      cookieSecret: 'bench-cookie-secret',
    },
  },
  admin: { disable: true },
});
