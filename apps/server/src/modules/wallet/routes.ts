import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { bill } from './bill';
import { listNetworks } from './networks';
import { verifyPayPassword } from '../user/pay-password';
import { cardTopUpInfo, createTopUp, topUpLog } from './top-up';
import * as schemas from './schemas';
import { buildStatement, statementFileName } from './statement';
import { statementCsv } from './statement-csv';
import { statementFonts, type StatementFontPaths } from './statement-fonts';
import { pdfLanguage } from './statement-pdf';
import { StatementPool, type StatementWorkLimits } from './statement-pool';
import { createWithdrawal, withdrawalInfo, withdrawalLog, planWithdrawal } from './withdrawal';
import { adminWalletRoutes } from './admin-routes';

/** The shopper's wallet under /api/user (token). */
export async function walletRoutes(
  app: App,
  options: { statementFonts: StatementFontPaths; statementWork: StatementWorkLimits },
): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const statements = new StatementPool(options.statementWork, options.statementFonts);
  app.addHook('onClose', () => statements.close());

  app.get('/api/user/getBlockchain', { ...auth, schema: schemas.networksSchema }, async (_request, reply) =>
    reply.ok(await listNetworks(app.db)),
  );

  app.post(
    '/api/user/recharge',
    { ...auth, schema: schemas.topUpSchema, config: { callLimit: 'money' } },
    async (request, reply) => {
      const userId = request.userId!;
      return reply.ok(await app.idempotent(request, (trx) => createTopUp(trx, userId, request.body)));
    },
  );

  app.get('/api/user/recharge_info', { ...auth, schema: schemas.cardTopUpInfoSchema }, async (_request, reply) =>
    reply.ok(await cardTopUpInfo(app.db)),
  );

  app.get('/api/user/recharge_log', { ...auth, schema: schemas.topUpLogSchema }, async (request, reply) =>
    reply.ok(await topUpLog(app.db, request.userId!, request.query)),
  );

  app.get('/api/user/extract', { ...auth, schema: schemas.withdrawalInfoSchema }, async (request, reply) =>
    reply.ok(await withdrawalInfo(app.db, request.userId!)),
  );

  app.post(
    '/api/user/extract',
    { ...auth, schema: schemas.withdrawalSchema, config: { callLimit: 'money' } },
    async (request, reply) => {
      const userId = request.userId!;
      // Field checks and the balance, then the payment code (its failures must persist, so outside
      // the transaction), then balance and daily limit again under the wallet lock inside it.
      const plan = await planWithdrawal(app.db, userId, request.body);
      await verifyPayPassword(app.db, app.payCodes, userId, request.body.paypwd);
      return reply.ok(await app.idempotent(request, (trx) => createWithdrawal(trx, userId, plan)));
    },
  );

  app.get('/api/user/extract_log', { ...auth, schema: schemas.withdrawalLogSchema }, async (request, reply) =>
    reply.ok(await withdrawalLog(app.db, request.userId!, request.query)),
  );

  app.get('/api/user/bill', { ...auth, schema: schemas.billSchema }, async (request, reply) =>
    reply.ok(await bill(app.db, request.userId!, request.query)),
  );

  // A file, not the envelope; refusals (period, too many lines, busy) still throw into the JSON envelope.
  // Limited apart from the money calls: a PDF statement costs a worker thread up to seconds.
  app.get(
    '/api/user/bill_export',
    { ...auth, schema: schemas.billExportSchema, config: { callLimit: 'statement' } },
    async (request, reply) => {
      const { format } = request.query;
      const fonts = format === 'pdf' ? await statementFonts(options.statementFonts, request.log) : undefined;
      const lang = fonts ? pdfLanguage(request.lang, fonts) : request.lang;
      const statement = await buildStatement(app.db, request.userId!, lang, request.query, nowSeconds());
      const file = fonts ? await statements.pdf(statement) : statementCsv(statement);
      return (
        reply
          .header('Content-Disposition', `attachment; filename="${statementFileName(statement, format)}"`)
          .header('Cache-Control', 'private, no-store')
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          // The schema's 200 documents the file for OpenAPI; a Buffer is sent as it is, unserialized.
          .send(file as unknown as string)
      );
    },
  );
  // The console's calls of this domain.
  await adminWalletRoutes(app);
}
