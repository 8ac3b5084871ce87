import { DepositAddress, DepositAddressQuery, Envelope } from '@bazaar/contract';
import type { App } from '../../app-types';
import { depositAddress } from './deposit-address';

const depositAddressSchema = {
  tags: ['wallet'],
  security: [{ token: [] }],
  summary: 'The caller’s own deposit address on a network (from its xpub, the same on every call)',
  querystring: DepositAddressQuery,
  response: { 200: Envelope(DepositAddress) },
};

/** Shoppers' own deposit addresses under /api/user (token). */
export async function depositRoutes(app: App): Promise<void> {
  app.get(
    '/api/user/deposit_address',
    { preHandler: app.authenticate, schema: depositAddressSchema },
    async (request, reply) => reply.ok(await depositAddress(app.db, request.userId!, request.query.network_id)),
  );
}
