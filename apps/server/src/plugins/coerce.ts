import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { coerceText } from '../lib/coerce';

const FORM = 'application/x-www-form-urlencoded';

/** Text-only inputs (query, params, form bodies) get their numbers and booleans before validation. */
export const coercePlugin = fp(
  async (app) => {
    // Added only to routes with a text-carrying schema (most have none); callback style, because
    // an async hook would cost a promise per request for synchronous work.
    app.addHook('onRoute', (route) => {
      const { querystring, params, body } = route.schema ?? {};
      if (!querystring && !params && !body) return;
      const coerce: preValidationHookHandler = (request, _reply, done) => {
        if (querystring) request.query = coerceText(querystring, request.query);
        if (params) request.params = coerceText(params, request.params);
        if (body && request.headers['content-type']?.startsWith(FORM)) request.body = coerceText(body, request.body);
        done();
      };
      const own = route.preValidation;
      route.preValidation = [...(Array.isArray(own) ? own : own ? [own] : []), coerce];
    });
  },
  { name: 'coerce' },
);
