import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The limits a route opts into with `config: { callLimit }`. */
export type CallLimitGroup = 'money' | 'upload' | 'statement';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Counts the call on its own, per client address and per signed-in account, against the money
     * limits (calls that move money or guard it; placing an order holds stock), the upload limits or
     * the statement limits (`user/bill_export`: a PDF is drawn on the event loop).
     */
    callLimit?: CallLimitGroup;
  }
  interface FastifyInstance {
    /** `METHOD /url` of every route that declared a `callLimit`, with its group. */
    callLimits: ReadonlyMap<string, CallLimitGroup>;
  }
}

export interface MoneyRateLimit {
  /** Calls of one money call per account per window; 0 turns the account limit off. */
  perAccount: number;
  /** Calls of one money call per client address per window (several shoppers may share one); 0: off. */
  perAddress: number;
  windowSeconds: number;
}

/**
 * Per account the limit of one shopper; per address a flood guard, since a carrier's NAT puts
 * thousands of shoppers behind one address (the reasoning is in docs/operations.md#settings).
 */
export const MONEY_RATE_LIMIT_DEFAULTS: MoneyRateLimit = { perAccount: 10, perAddress: 300, windowSeconds: 60 };
/** A review or a refund takes up to 6 pictures, each its own upload. */
export const UPLOAD_RATE_LIMIT_DEFAULTS: MoneyRateLimit = { perAccount: 30, perAddress: 300, windowSeconds: 60 };
/**
 * A statement of up to 2,000 lines is a PDF drawn on the event loop: six a minute lets a shopper take
 * half a year month by month; per address a flood guard that still serves ten such shoppers at once.
 */
export const STATEMENT_RATE_LIMIT_DEFAULTS: MoneyRateLimit = { perAccount: 6, perAddress: 60, windowSeconds: 60 };

/** A whole-number setting from the environment: `fallback` when unset; refuses the start when not whole or below `min`. */
export function wholeNumberSetting(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return n;
}

/**
 * `<prefix>_ACCOUNT`, `<prefix>_ADDRESS` (0 = off) and `<prefix>_WINDOW` (seconds), e.g.
 * MONEY_RATE_LIMIT_ACCOUNT or UPLOAD_RATE_LIMIT_WINDOW.
 */
export function parseRateLimit(
  env: NodeJS.ProcessEnv,
  prefix: 'MONEY_RATE_LIMIT' | 'UPLOAD_RATE_LIMIT' | 'STATEMENT_RATE_LIMIT',
  d: MoneyRateLimit,
): MoneyRateLimit {
  return {
    perAccount: wholeNumberSetting(env[`${prefix}_ACCOUNT`], d.perAccount, `${prefix}_ACCOUNT`, 0),
    perAddress: wholeNumberSetting(env[`${prefix}_ADDRESS`], d.perAddress, `${prefix}_ADDRESS`, 0),
    windowSeconds: wholeNumberSetting(env[`${prefix}_WINDOW`], d.windowSeconds, `${prefix}_WINDOW`, 1),
  };
}

export const parseMoneyRateLimit = (env: NodeJS.ProcessEnv) =>
  parseRateLimit(env, 'MONEY_RATE_LIMIT', MONEY_RATE_LIMIT_DEFAULTS);
export const parseUploadRateLimit = (env: NodeJS.ProcessEnv) =>
  parseRateLimit(env, 'UPLOAD_RATE_LIMIT', UPLOAD_RATE_LIMIT_DEFAULTS);
export const parseStatementRateLimit = (env: NodeJS.ProcessEnv) =>
  parseRateLimit(env, 'STATEMENT_RATE_LIMIT', STATEMENT_RATE_LIMIT_DEFAULTS);

/** Rendered by the error handler as HTTP 429, code 429, the localized "too many requests". */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor() {
    super('rate limited');
    this.name = 'RateLimitedError';
  }
}

/** Counts the request against `limits`; throws once the address or the account is past them. */
function limiter(app: FastifyInstance, group: string, limits: MoneyRateLimit) {
  const windowMs = limits.windowSeconds * 1000;
  return async function limit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const call = request.routeOptions.url ?? request.url;
    const account = request.userId ? `user:${request.userId}` : request.admin ? `admin:${request.admin.id}` : '';
    const scopes: [string, number][] = [];
    if (limits.perAddress > 0) scopes.push([`ip:${request.ip}`, limits.perAddress]);
    if (limits.perAccount > 0 && account) scopes.push([account, limits.perAccount]);
    for (const [who, max] of scopes) {
      if ((await app.kv.incr(`rate:${group}:${call}:${who}`, windowMs)) > max) {
        void reply.header('Retry-After', String(limits.windowSeconds));
        throw new RateLimitedError();
      }
    }
  };
}

/**
 * Money calls, uploads and statements declare `config: { callLimit: 'money' | 'upload' | 'statement' }`
 * on their route; this adds the limit to their preHandlers, after their own (the token check), so the
 * account is known. Counts
 * are kept in fixed windows in `app.kv` (Redis when REDIS_URL is set, so every instance shares them).
 * Register before the routes. (Sign-in, operator sign-in and mailed codes have their own limits.)
 */
export const moneyRateLimitPlugin = fp<Record<CallLimitGroup, MoneyRateLimit>>(
  async (app, opts) => {
    const limiters: Record<CallLimitGroup, ReturnType<typeof limiter>> = {
      money: limiter(app, 'money', opts.money),
      upload: limiter(app, 'upload', opts.upload),
      statement: limiter(app, 'statement', opts.statement),
    };
    const declared = new Map<string, CallLimitGroup>();
    app.decorate('callLimits', declared);

    app.addHook('onRoute', (route) => {
      const group = route.config?.callLimit;
      if (group === undefined) return;
      const limit = Object.hasOwn(limiters, group) ? limiters[group] : undefined;
      if (!limit) throw new Error(`${route.method} ${route.url}: unknown callLimit ${String(group)}`);
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        declared.set(`${method} ${route.url}`, group);
      const own = route.preHandler;
      route.preHandler = [...(Array.isArray(own) ? own : own ? [own] : []), limit];
    });
  },
  { name: 'money-rate-limit', dependencies: ['kv'] },
);
