import fp from 'fastify-plugin';
import { coerceText } from '../lib/coerce';

const FORM = 'application/x-www-form-urlencoded';

/** Text-only inputs (query, params, form bodies) get their numbers and booleans before validation. */
export const coercePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema;
      if (!schema) return;
      if (schema.querystring) request.query = coerceText(schema.querystring, request.query);
      if (schema.params) request.params = coerceText(schema.params, request.params);
      if (schema.body && request.headers['content-type']?.startsWith(FORM)) {
        request.body = coerceText(schema.body, request.body);
      }
    });
  },
  { name: 'coerce' },
);
