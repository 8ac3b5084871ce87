import {
  AdminLedgerListQuery,
  AdminOrderListQuery,
  AdminRefundListQuery,
  AdminWalletListQuery,
  Envelope,
  exportDescription,
} from '@bazaar/contract';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { isoDate, zonedDate } from '../../lib/time-zone';
import { csvStream } from '../../lib/csv-stream';
import {
  ledgerExport,
  orderExport,
  topUpExport,
  refundExport,
  withdrawalExport,
  type ExportTable,
} from './export/tables';

const exportSchema = <Q extends TSchema>(querystring: Q, summary: string) => ({
  tags: ['admin'],
  security: [{ token: [] }],
  summary,
  description: exportDescription,
  querystring,
  response: {
    200: {
      description: 'The CSV file (attachment); or, for a refusal, the envelope with code 0',
      content: {
        'text/csv': { schema: Type.String({ description: 'UTF-8 with BOM, CRLF lines (RFC 4180)' }) },
        'application/json': { schema: Envelope(Type.Null()) },
      },
    },
  },
});

/**
 * The console's CSV exports (`/api/admin/<list>/export`): each takes its list call's filters and
 * streams every matching row (modules/admin/export). Merchants: their own shop's orders, refunds
 * and payable account; top-ups and withdrawals are the admin's alone, as their lists are.
 */
export async function adminExportRoutes(app: App, opts: { timeZone: string }): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  const send = async <R extends { id: number }>(
    reply: FastifyReply,
    lang: Parameters<typeof csvStream>[0],
    table: ExportTable<R>,
  ) => {
    const stream = await csvStream(lang, table.columns, table.next);
    const day = isoDate(zonedDate(opts.timeZone, nowSeconds()));
    return reply
      .header('Content-Disposition', `attachment; filename="${table.name}-${day}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .type('text/csv; charset=utf-8')
      .send(stream);
  };

  app.get(
    '/api/admin/order/export',
    {
      ...operator,
      schema: exportSchema(AdminOrderListQuery, 'Orders as CSV, with order/list’s filters; a merchant its own shop’s'),
    },
    async (request, reply) => send(reply, request.lang, orderExport(app.db, request.admin!, request.query)),
  );

  app.get(
    '/api/admin/refund/export',
    {
      ...operator,
      schema: exportSchema(
        AdminRefundListQuery,
        'Refunds as CSV, with refund/list’s filters; a merchant its own shop’s',
      ),
    },
    async (request, reply) => send(reply, request.lang, refundExport(app.db, request.admin!, request.query)),
  );

  app.get(
    '/api/admin/recharge/export',
    {
      ...adminOnly,
      schema: exportSchema(AdminWalletListQuery, 'Top-ups as CSV, with recharge/list’s filters (admins only)'),
    },
    async (request, reply) => send(reply, request.lang, topUpExport(app.db, request.query)),
  );

  app.get(
    '/api/admin/extract/export',
    {
      ...adminOnly,
      schema: exportSchema(
        AdminWalletListQuery,
        'Withdrawals as CSV, with extract/list’s filters; card numbers masked (admins only)',
      ),
    },
    async (request, reply) => send(reply, request.lang, withdrawalExport(app.db, request.query)),
  );

  app.get(
    '/api/admin/ledger/export',
    {
      ...operator,
      schema: exportSchema(
        AdminLedgerListQuery,
        'Ledger postings as CSV, with ledger/list’s filters; a merchant its own shop’s payable account',
      ),
    },
    async (request, reply) => send(reply, request.lang, ledgerExport(app.db, request.admin!, request.query)),
  );
}
