import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError, UnauthorizedError } from '../lib/errors';
import { hashBody } from '../lib/token';
import { tokenCheck, tokenFirstHook } from '../lib/token-first';
import { userOfToken } from '../modules/session/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper; set by `app.authenticate`. */
    userId?: number;
  }
  interface FastifyInstance {
    /**
     * preHandler of every shopper call that needs a token: 401 without a valid one,
     * code 0 for a frozen account (both at onRequest, before validation), and the server's
     * duplicate-submit guard on POST.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, but a missing or bad token just leaves `request.userId` unset. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** false: identical POSTs within 1 s are allowed (e.g. order/preview). */
    duplicateGuard?: boolean;
  }
}

/** Contract: an identical authenticated POST (same user, path and body) inside 1 s is refused. */
const DUPLICATE_WINDOW_MS = 1000;

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('userId', undefined);

    async function resolve(request: FastifyRequest): Promise<{ id: number; status: string } | undefined> {
      const token = tokenOf(request);
      return token ? userOfToken(app.db, token) : undefined;
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      const user = await resolve(request);
      if (user && user.status !== 'frozen') request.userId = user.id;
    });

    // 401 (or a frozen account) before anything reads the body: runs at onRequest (see tokenFirstHook).
    const requireShopper = async (request: FastifyRequest) => {
      const user = await resolve(request);
      if (!user) throw new UnauthorizedError();
      if (user.status === 'frozen') throw new BusinessError('login.account_frozen');
      request.userId = user.id;
    };

    // Compares the validated body, i.e. after unknown fields are dropped: runs as a preHandler.
    const duplicateGuard = async (request: FastifyRequest) => {
      const guarded = request.method === 'POST' && request.routeOptions.config.duplicateGuard !== false;
      // A request that carries an Idempotency-Key is answered by its first result instead.
      if (guarded && request.userId && !request.headers['idempotency-key']) {
        const key = `dup:${request.userId}:${request.routeOptions.url}:${hashBody(request.body, app.payCodes.bodyKeys[0])}`;
        if (!(await app.kv.setIfAbsent(key, '1', DUPLICATE_WINDOW_MS))) {
          throw new BusinessError('common.duplicate_submit');
        }
      }
    };

    app.decorate('authenticate', tokenCheck(requireShopper, duplicateGuard));
    tokenFirstHook(app);
  },
  { name: 'auth', dependencies: ['db', 'kv', 'pay-codes'] },
);
