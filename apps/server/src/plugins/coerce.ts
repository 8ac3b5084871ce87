import fp from 'fastify-plugin';
import { coerceText } from '../lib/coerce';

const FORM = 'application/x-www-form-urlencoded';

/** Text-only inputs (query, params, form bodies) get their numbers and booleans before validation. */
export const coercePlugin = fp(
  async (app) => {
    // Callback style: an async hook would cost a promise per request for synchronous work.
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema;
      if (!schema) return done();
      if (schema.querystring) request.query = coerceText(schema.querystring, request.query);
      if (schema.params) request.params = coerceText(schema.params, request.params);
      if (schema.body && request.headers['content-type']?.startsWith(FORM)) {
        request.body = coerceText(schema.body, request.body);
      }
      done();
    });
  },
  { name: 'coerce' },
);
