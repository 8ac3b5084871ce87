import fp from 'fastify-plugin';
import { coerceText } from '../lib/coerce';
import { addInputHook } from '../lib/input-hook';

const FORM = 'application/x-www-form-urlencoded';

/** Text-only inputs (query, params, form bodies) get their numbers and booleans before validation. */
export const coercePlugin = fp(
  async (app) => {
    // Callback style, because an async hook would cost a promise per request for synchronous work.
    addInputHook(app, 'last', ({ querystring, params, body }) => (request, _reply, done) => {
      if (querystring) request.query = coerceText(querystring, request.query);
      if (params) request.params = coerceText(params, request.params);
      if (body && request.headers['content-type']?.startsWith(FORM)) request.body = coerceText(body, request.body);
      done();
    });
  },
  { name: 'coerce' },
);
