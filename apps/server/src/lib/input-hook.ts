import type { FastifyInstance, FastifySchema, preValidationHookHandler } from 'fastify';

/**
 * Adds a preValidation hook to each route that takes input (a query, params or body schema; most
 * take none, and they pay nothing), before or after the route's own preValidation hooks. `make`
 * sees the route's schema and answers the hook, built once per route.
 */
export function addInputHook(
  app: FastifyInstance,
  position: 'first' | 'last',
  make: (schema: FastifySchema) => preValidationHookHandler,
): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    if (!schema.querystring && !schema.params && !schema.body) return;
    const hook = make(schema);
    const own = route.preValidation;
    const others = Array.isArray(own) ? own : own ? [own] : [];
    route.preValidation = position === 'first' ? [hook, ...others] : [...others, hook];
  });
}
