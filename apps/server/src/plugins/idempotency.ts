import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../db';
import { BusinessError } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { hashBody } from '../lib/token';

/**
 * What an action answers to refuse while keeping its writes: the transaction commits (e.g. a wrong
 * payment code counted toward the lock), nothing is recorded under the Idempotency-Key (a retry
 * with the same key acts anew), and `error` is thrown once committed.
 */
export class CommittedRefusal {
  constructor(readonly error: BusinessError) {}
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a money-moving action in one transaction. With an `Idempotency-Key` header the
     * key is recorded in that same transaction, so a crash leaves either both or neither:
     * the same key and body answer the first result without acting again, the same key
     * with another body is refused, and a second request while the first runs is refused.
     * An action that answers a CommittedRefusal commits, records nothing and throws its error.
     */
    idempotent: <T>(request: FastifyRequest, action: (trx: Trx) => Promise<T | CommittedRefusal>) => Promise<T>;
  }
}

const answer = <T>(result: T | CommittedRefusal): T => {
  if (result instanceof CommittedRefusal) throw result.error;
  return result;
};

/** Long enough for any action; the lock is released as soon as the action ends. */
const LOCK_MS = 60_000;

export const idempotencyPlugin = fp(
  async (app) => {
    /**
     * Runs a money call's transaction and counts how it ended, once committed (metrics): done, or
     * refused (a CommittedRefusal or a business rule). A replayed answer is not counted again.
     */
    async function counted<T>(
      request: FastifyRequest,
      run: () => Promise<T | CommittedRefusal>,
    ): Promise<T | CommittedRefusal> {
      const route = request.routeOptions.url;
      let result: T | CommittedRefusal;
      try {
        result = await run();
      } catch (error) {
        if (error instanceof BusinessError) app.metrics.moneyAction(route, 'refused');
        throw error;
      }
      app.metrics.moneyAction(route, result instanceof CommittedRefusal ? 'refused' : 'done', result);
      return result;
    }

    app.decorate(
      'idempotent',
      async <T>(request: FastifyRequest, action: (trx: Trx) => Promise<T | CommittedRefusal>) => {
        const header = request.headers['idempotency-key'];
        const key = Array.isArray(header) ? header[0] : header;
        if (!key) return answer(await counted(request, () => app.db.transaction().execute(action)));
        const userId = request.userId;
        if (!userId || key.length > 200)
          throw new BusinessError('common.idempotency_conflict', { field: 'Idempotency-Key' });

        // Under every payment-code key, so a retry across a secret rotation still replays.
        const hashOf = (bodyKey: Buffer) => hashBody({ route: request.routeOptions.url, body: request.body }, bodyKey);
        const [currentKey, ...previousKeys] = app.payCodes.bodyKeys;
        const requestHash = hashOf(currentKey);
        const previousHashes = previousKeys.map(hashOf);
        const replay = async (): Promise<T | undefined> => {
          const row = await app.db
            .selectFrom('idempotency_keys')
            .select(['request_hash', 'response'])
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .executeTakeFirst();
          if (!row) return undefined;
          if (row.request_hash !== requestHash && !previousHashes.includes(row.request_hash))
            throw new BusinessError('common.idempotency_conflict');
          return JSON.parse(row.response ?? 'null') as T;
        };

        const lock = `idem:${userId}:${key}`;
        if (!(await app.kv.setIfAbsent(lock, '1', LOCK_MS))) throw new BusinessError('common.request_in_progress');
        try {
          const earlier = await replay();
          if (earlier !== undefined) return earlier;
          let result: T | CommittedRefusal;
          try {
            result = await counted(request, () =>
              app.db.transaction().execute(async (trx) => {
                const result = await action(trx);
                if (result instanceof CommittedRefusal) return result;
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
              }),
            );
          } catch (error) {
            // Another instance (no shared lock without Redis) finished the same key first.
            const raced = error instanceof BusinessError ? undefined : await replay().catch(() => undefined);
            if (raced !== undefined) return raced;
            throw error;
          }
          return answer(result);
        } finally {
          await app.kv.del(lock);
        }
      },
    );
  },
  { name: 'idempotency', dependencies: ['db', 'kv', 'pay-codes', 'metrics'] },
);
