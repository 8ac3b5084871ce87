import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../db';
import { BusinessError } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { hashBody } from '../lib/token';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a money-moving action in one transaction. With an `Idempotency-Key` header the
     * key is recorded in that same transaction, so a crash leaves either both or neither:
     * the same key and body answer the first result without acting again, the same key
     * with another body is refused, and a second request while the first runs is refused.
     */
    idempotent: <T>(request: FastifyRequest, action: (trx: Trx) => Promise<T>) => Promise<T>;
  }
}

/** Long enough for any action; the lock is released as soon as the action ends. */
const LOCK_MS = 60_000;

export const idempotencyPlugin = fp(
  async (app) => {
    app.decorate('idempotent', async <T>(request: FastifyRequest, action: (trx: Trx) => Promise<T>): Promise<T> => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key) return app.db.transaction().execute(action);
      const userId = request.userId;
      if (!userId || key.length > 200)
        throw new BusinessError('common.idempotency_conflict', { field: 'Idempotency-Key' });

      const requestHash = hashBody({ route: request.routeOptions.url, body: request.body });
      const replay = async (): Promise<T | undefined> => {
        const row = await app.db
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'response'])
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.request_hash !== requestHash) throw new BusinessError('common.idempotency_conflict');
        return JSON.parse(row.response ?? 'null') as T;
      };

      const lock = `idem:${userId}:${key}`;
      if (!(await app.kv.setIfAbsent(lock, '1', LOCK_MS))) throw new BusinessError('common.request_in_progress');
      try {
        const earlier = await replay();
        if (earlier !== undefined) return earlier;
        try {
          return await app.db.transaction().execute(async (trx) => {
            const result = await action(trx);
            const now = nowSeconds();
            await trx
              .insertInto('idempotency_keys')
              .values({
                user_id: userId,
                key,
                request_hash: requestHash,
                status: 'done',
                response: JSON.stringify(result ?? null),
                createtime: now,
                updatetime: now,
              })
              .execute();
            return result;
          });
        } catch (error) {
          // Another instance (no shared lock without Redis) finished the same key first.
          const raced = error instanceof BusinessError ? undefined : await replay().catch(() => undefined);
          if (raced !== undefined) return raced;
          throw error;
        }
      } finally {
        await app.kv.del(lock);
      }
    });
  },
  { name: 'idempotency', dependencies: ['db', 'kv'] },
);
