import type { App } from '../../app-types';
import * as schemas from './schemas';
import { getAddress, removeAddress, saveAddress, setDefaultAddress } from './service';
import { listAddresses } from './repository';

/** Delivery addresses under /api/user (token); every call touches the caller's own addresses only. */
export async function addressRoutes(app: App): Promise<void> {
  const preHandler = app.authenticate;

  app.get('/api/user/address_list', { preHandler, schema: schemas.listSchema }, async (request, reply) =>
    reply.ok(await listAddresses(app.db, request.userId!)),
  );

  app.get('/api/user/address', { preHandler, schema: schemas.detailSchema }, async (request, reply) =>
    reply.ok(await getAddress(app.db, request.userId!, request.query.id)),
  );

  app.post('/api/user/address_add', { preHandler, schema: schemas.saveSchema }, async (request, reply) =>
    reply.ok(await saveAddress(app.db, request.userId!, request.body)),
  );

  app.post(
    '/api/user/address_set_default',
    { preHandler, schema: schemas.setDefaultSchema },
    async (request, reply) => {
      await setDefaultAddress(app.db, request.userId!, request.body.id);
      return reply.ok(null);
    },
  );

  app.get('/api/user/address_del', { preHandler, schema: schemas.deleteSchema }, async (request, reply) => {
    await removeAddress(app.db, request.userId!, request.query.id);
    return reply.ok(null);
  });
}
