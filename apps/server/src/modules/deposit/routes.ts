import { ChainDeposit, ChainDepositQuery, DepositAddress, DepositAddressQuery, Envelope, Page } from '@bazaar/contract';
import type { App } from '../../app-types';
import { chainDepositLog } from './chain-deposit-log';
import { depositAddress } from './deposit-address';
import { adminDepositRoutes } from './admin/routes';

const depositAddressSchema = {
  tags: ['wallet'],
  security: [{ token: [] }],
  summary: 'The caller’s own deposit address on a network (from its xpub, the same on every call)',
  querystring: DepositAddressQuery,
  response: { 200: Envelope(DepositAddress) },
};

const chainDepositsSchema = {
  tags: ['wallet'],
  security: [{ token: [] }],
  summary: 'Transfers seen to the caller’s own deposit address on a network, with their confirmations',
  querystring: ChainDepositQuery,
  response: { 200: Envelope(Page(ChainDeposit)) },
};

/** Shoppers' own deposit addresses and the deposits seen to them, under /api/user (token). */
export async function depositRoutes(app: App): Promise<void> {
  app.get(
    '/api/user/deposit_address',
    { preHandler: app.authenticate, schema: depositAddressSchema },
    async (request, reply) => reply.ok(await depositAddress(app.db, request.userId!, request.query.network_id)),
  );
  app.get(
    '/api/user/chain_deposits',
    { preHandler: app.authenticate, schema: chainDepositsSchema },
    async (request, reply) => reply.ok(await chainDepositLog(app.db, request.userId!, request.query)),
  );
  // The console's calls of this domain.
  await adminDepositRoutes(app);
}
