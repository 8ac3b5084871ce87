import path from 'node:path';
import type { App } from '../../app-types';
import type { AppConfig } from '../../config';
import { createMailer } from './mailer';
import { sendSchema } from './schemas';
import { sendCode } from './service';

/** POST /api/ems/send: emailed codes for password and payment-code resets. */
export async function emsRoutes(app: App, opts: { config: AppConfig }): Promise<void> {
  const mailer = createMailer({
    smtpUrl: opts.config.smtpUrl,
    from: opts.config.mailFrom,
    outboxDir: path.join(opts.config.dataDir, 'outbox'),
    log: app.log,
  });
  const ctx = { db: app.db, kv: app.kv, mailer, log: app.log, addressLimit: opts.config.emsRateLimit };

  app.post('/api/ems/send', { schema: sendSchema }, async (request, reply) => {
    await sendCode(ctx, request.body, request.ip, request.lang);
    return reply.ok(null, 'ems.sent');
  });
}
