import { AdminNetwork, AdminNetworkRotateKey, Envelope } from '@bazaar/contract';
import type { App } from '../../../app-types';
import { nowSeconds } from '../../../lib/time';
import { writeAuditLog } from '../../../lib/audit-log';
import { networkDetail } from './networks';
import { rotateNetworkKey } from './network-key';

/**
 * POST /api/admin/network/rotate_key (admins only): a network's deposit key replaced, the addresses
 * under the old one retired (watched until `retire_until`); answers the network with its replaced keys.
 * One transaction with its audit-log line.
 */
export function networkKeyRoutes(app: App): void {
  app.post(
    '/api/admin/network/rotate_key',
    {
      preHandler: [app.authenticateAdmin, app.requireAdminRole],
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary:
          'Chain networks: replaces the deposit key; shoppers get new addresses, the old ones are credited until retire_until (admins only)',
        body: AdminNetworkRotateKey,
        response: { 200: Envelope(AdminNetwork) },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await networkDetail(trx, id);
        await rotateNetworkKey(trx, request.body, nowSeconds());
        const after = await networkDetail(trx, id);
        const entry = { action: 'network.rotate_key', targetType: 'network', targetId: id, before, after };
        await writeAuditLog(trx, request.admin!, entry, request.ip);
        return after;
      });
      return reply.ok(after);
    },
  );
}
