import { AdminLedgerListQuery, AdminLedgerPosting, Envelope, Page } from '@bazaar/contract';
import type { App } from '../../app-types';
import { adminLedgerList } from './admin-list';

const listSchema = {
  tags: ['admin'],
  security: [{ token: [] }],
  summary:
    'Ledger postings newest first or by amount; by account (kind, owner_id or shop_id), reference or memo, period; a merchant its own shop’s payable account only',
  querystring: AdminLedgerListQuery,
  response: { 200: Envelope(Page(AdminLedgerPosting)) },
};

/** The ledger as the console reads it (its export is in export-routes.ts). */
export async function adminLedgerRoutes(app: App): Promise<void> {
  app.get('/api/admin/ledger/list', { preHandler: app.authenticateAdmin, schema: listSchema }, async (request, reply) =>
    reply.ok(await adminLedgerList(app.db, request.admin!, request.query)),
  );
}
