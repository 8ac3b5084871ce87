import { LANGS, LANGUAGE_NAMES, ResultCode } from '@bazaar/contract';
import type { App } from '../../app-types';
import { sendEnvelope } from '../../plugins/error-handler';
import * as schemas from './schemas';

const uptime = () => Math.floor(process.uptime());

/** Redis gets this long to answer a readiness probe (ioredis would otherwise retry for a while). */
const REDIS_PROBE_MS = 1_000;

/** Why this instance should not get traffic, or undefined: database, migrations, Redis. */
async function notReady(app: App): Promise<string | undefined> {
  try {
    // A real table, not `select 1`: a dropped PostgreSQL schema still answers `select 1`.
    await app.db.selectFrom('settings').select('key').limit(1).execute();
    const pending = await app.dbPendingMigrations();
    if (pending.length) return `migrations pending: ${pending.join(', ')}`;
  } catch (err) {
    app.log.error({ err }, 'readiness: database unreachable');
    return 'database unreachable';
  }
  // Without REDIS_URL the store is in memory and always answers.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_PROBE_MS} ms`)), REDIS_PROBE_MS);
  });
  try {
    await Promise.race([app.kv.get('ready-probe'), timeout]);
  } catch (err) {
    app.log.error({ err }, 'readiness: redis unreachable');
    return 'redis unreachable';
  } finally {
    clearTimeout(timer);
  }
  return undefined;
}

/** Probes for orchestrators, and the public language list. */
export async function systemRoutes(app: App): Promise<void> {
  // Synchronous handlers that send and return nothing: Fastify then makes no promise for them.
  app.get('/api/health', { schema: schemas.healthSchema }, (_request, reply) => {
    reply.ok({ status: 'ok', uptime: uptime() });
  });

  app.get('/api/ready', { schema: schemas.readySchema }, async (request, reply) => {
    // From beginShutdown() on, readiness fails so balancers move away; other calls are still served.
    const problem = app.shuttingDown() ? 'shutting down' : await notReady(app);
    if (problem) {
      request.log.warn({ problem }, 'not ready');
      return sendEnvelope(request, reply, 503, ResultCode.serverError, 'common.server_error');
    }
    return reply.ok({ status: 'ready', uptime: uptime() });
  });

  app.get('/api/user/language_list', { schema: schemas.languageListSchema, config: { etag: true } }, (_r, reply) => {
    reply.ok(LANGS.map((lang) => ({ file_name: lang, language_name: LANGUAGE_NAMES[lang] })));
  });
}
