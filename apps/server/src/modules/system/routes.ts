import { LANGS, LANGUAGE_NAMES, ResultCode } from '@bazaar/contract';
import type { App } from '../../app-types';
import { sendEnvelope } from '../../plugins/error-handler';
import * as schemas from './schemas';

const uptime = () => Math.floor(process.uptime());

/** Probes for orchestrators, and the public language list. */
export async function systemRoutes(app: App): Promise<void> {
  // Synchronous handlers that send and return nothing: Fastify then makes no promise for them.
  app.get('/api/health', { schema: schemas.healthSchema }, (_request, reply) => {
    reply.ok({ status: 'ok', uptime: uptime() });
  });

  app.get('/api/ready', { schema: schemas.readySchema }, async (request, reply) => {
    try {
      // A real table, not `select 1`: a dropped PostgreSQL schema still answers `select 1`.
      await app.db.selectFrom('settings').select('key').limit(1).execute();
    } catch (err) {
      request.log.error({ err }, 'readiness: database unreachable');
      return sendEnvelope(request, reply, 503, ResultCode.serverError, 'common.server_error');
    }
    return reply.ok({ status: 'ready', uptime: uptime() });
  });

  app.get('/api/user/language_list', { schema: schemas.languageListSchema, config: { etag: true } }, (_r, reply) => {
    reply.ok(LANGS.map((lang) => ({ file_name: lang, language_name: LANGUAGE_NAMES[lang] })));
  });
}
