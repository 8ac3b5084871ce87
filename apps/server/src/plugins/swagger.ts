import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI 3.1 generated from the route schemas (never hand-written), at /api/openapi.json,
 * and Swagger UI at /api/docs. Registered before the routes so it sees every one.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bazaar API',
          version: '0.1.0',
          description: [
            'Every answer is the envelope { code, msg, time, data }: code 1 success, 0 business or validation failure (HTTP 200), 401 login needed, 429 rate limited, 500 unexpected. Money is a string with two decimals.',
            'A call marked with the token security scheme answers HTTP 401 without a valid token before its input is read or validated.',
            'Duplicate-submit guard: an identical POST by the same signed-in caller to the same call within 1 s is refused (code 0), unless it carries an Idempotency-Key. Bodies are compared after unknown fields are dropped (the server ignores them), so two bodies that differ only in fields the call does not take count as the same submit.',
          ].join('\n\n'),
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      },
      // Only the API is documented; static files and demo images are not part of the contract.
      hideUntagged: false,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
