import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface TokenCheck {
  /** Reads only the token header: runs at onRequest, before the body is parsed or validated. */
  early: Hook;
  /** Needs the validated body (e.g. the duplicate-submit guard): stays a preHandler. */
  late?: Hook;
}

const checks = new Map<Hook, TokenCheck>();

/**
 * A token check that routes name as their preHandler. Called directly (e.g. from a handler whose
 * sign-in depends on its body) it runs both parts; named as a preHandler, `tokenFirstHook` moves
 * its early part to onRequest, so a caller without a valid token gets 401 before any validation
 * of its input (and learns nothing of the schema).
 */
export function tokenCheck(early: Hook, late?: Hook): Hook {
  const whole: Hook = late
    ? async (request, reply) => {
        await early(request, reply);
        await late(request, reply);
      }
    : early;
  checks.set(whole, { early, late });
  return whole;
}

const list = <T>(value: T | T[] | undefined): T[] => (Array.isArray(value) ? value : value ? [value] : []);

const SECURITY = [{ token: [] }];

/**
 * The one place that decides where token checks run in the request lifecycle: an onRoute hook
 * that moves every `tokenCheck` named in a route's preHandler to that route's onRequest, and
 * marks the route in the OpenAPI document as needing a token.
 */
export function tokenFirstHook(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandler = list(route.preHandler) as Hook[];
    const found = preHandler.map((hook) => checks.get(hook)).filter((check) => check !== undefined);
    if (!found.length) return;
    route.onRequest = [...list(route.onRequest), ...found.map((check) => check.early)];
    route.preHandler = preHandler.flatMap((hook) => {
      const check = checks.get(hook);
      if (!check) return [hook];
      return check.late ? [check.late] : [];
    });
    if (!route.schema?.hide) route.schema = { ...route.schema, security: SECURITY };
  });
}
