import type { App } from '../../app-types';
import * as schemas from './schemas';
import { comment } from './service';

/** Reviews of received orders (token). */
export async function reviewRoutes(app: App): Promise<void> {
  app.post(
    '/api/order/comment',
    { preHandler: app.authenticate, schema: schemas.commentSchema },
    async (request, reply) => {
      const userId = request.userId!;
      return reply.ok(await app.db.transaction().execute((trx) => comment(trx, userId, request.body)));
    },
  );
}
