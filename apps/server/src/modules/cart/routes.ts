import type { App } from '../../app-types';
import * as schemas from './schemas';
import * as cart from './service';

/** The shopping bag (/api/cart), token only; every call touches the caller's own lines. */
export async function cartRoutes(app: App): Promise<void> {
  const preHandler = app.authenticate;

  app.get('/api/cart/list', { preHandler, schema: schemas.listSchema }, async (request, reply) =>
    reply.ok(await cart.list(app.db, request.userId!, request.lang)),
  );

  app.post('/api/cart/add', { preHandler, schema: schemas.addSchema }, async (request, reply) =>
    reply.ok(await cart.add(app.db, request.userId!, request.body, request.lang)),
  );

  app.post('/api/cart/update', { preHandler, schema: schemas.updateSchema }, async (request, reply) =>
    reply.ok(await cart.update(app.db, request.userId!, request.body, request.lang)),
  );

  app.post('/api/cart/del', { preHandler, schema: schemas.delSchema }, async (request, reply) =>
    reply.ok(await cart.remove(app.db, request.userId!, request.body.ids, request.lang)),
  );
}
