import {
  AdminApplicationListQuery,
  AuditBody,
  Envelope,
  MerchantApplication,
  MerchantReviewAnswer,
  Page,
} from '@bazaar/contract';
import type { App } from '../../../app-types';
import { reviewApplication } from '../merchant';
import { applicationList } from './applications';

const tags = ['admin'];
const security = [{ token: [] }];

const applicationListSchema = {
  tags,
  security,
  summary:
    'Merchant applications newest first or sorted, by status (auditing, passed, refused) and period; admins only',
  querystring: AdminApplicationListQuery,
  response: { 200: Envelope(Page(MerchantApplication)) },
};

const reviewSchema = {
  tags,
  security,
  summary: 'Approves (creates the shop and its merchant operator) or refuses an application, once; admins only',
  body: AuditBody,
  response: { 200: Envelope(MerchantReviewAnswer) },
};

/** Merchant applications: the list and the one review each gets (admins only). */
export async function adminApplicationRoutes(app: App): Promise<void> {
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/merchant/applications', { ...adminOnly, schema: applicationListSchema }, async (request, reply) =>
    reply.ok(await applicationList(app.db, request.query)),
  );

  app.post('/api/admin/merchant/review', { ...adminOnly, schema: reviewSchema }, async (request, reply) => {
    const { id, status, remark = '' } = request.body;
    // reviewApplication writes its own audit-log line in the same transaction.
    const outcome = await app.db
      .transaction()
      .execute((trx) => reviewApplication(trx, id, status, remark, request.admin!));
    return reply.ok(outcome);
  });
}
