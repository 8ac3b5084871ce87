import {
  AdminChainDeposit,
  AdminChainDepositQuery,
  AdminListQuery,
  AdminNetwork,
  AdminNetworkSave,
  Envelope,
  Page,
} from '@bazaar/contract';
import type { App } from '../../../app-types';
import { adminsOnlySummaries, crudResource, registerCrudRoutes } from '../../../lib/admin-crud-routes';
import { adminChainDepositList } from './list';
import { networkKeyRoutes } from './network-key-routes';
import * as networks from './networks';
import { checkRpcHost } from './network-rpc-host';

const chainDepositListSchema = {
  tags: ['admin'],
  security: [{ token: [] }],
  summary: 'Deposits the chain watcher has seen, by network and status (below_min: recorded, not credited)',
  querystring: AdminChainDepositQuery,
  response: { 200: Envelope(Page(AdminChainDeposit)) },
};

/** The console's chain networks (editor and collection key) and the watcher's deposits, admins only. */
export async function adminDepositRoutes(app: App): Promise<void> {
  registerCrudRoutes(app, [
    crudResource({
      name: 'network',
      summaries: adminsOnlySummaries(
        'Chain networks for USDT deposits (DEX, BSC and HECO refused); one with recharges or withdrawals is hidden, not deleted',
      ),
      schemas: { query: AdminListQuery, item: AdminNetwork, record: AdminNetwork, body: AdminNetworkSave },
      list: networks.networkList,
      detail: networks.networkDetail,
      // The RPC host's addresses are looked up before the save's transaction, which DNS must not hold open.
      check: (body) => checkRpcHost(body.rpc_url, app.chainHttp),
      save: networks.saveNetwork,
      remove: networks.deleteNetwork,
    }),
  ]);
  networkKeyRoutes(app);

  app.get(
    '/api/admin/chain_deposit/list',
    { preHandler: [app.authenticateAdmin, app.requireAdminRole], schema: chainDepositListSchema },
    async (request, reply) => reply.ok(await adminChainDepositList(app.db, request.query)),
  );
}
