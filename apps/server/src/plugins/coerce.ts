import fp from 'fastify-plugin';
import { coerceText } from '../lib/coerce';
import { acceptFlags, flagsToBooleans, holdsFlag } from '../lib/flags';
import { addInputHook } from '../lib/input-hook';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Every boolean input is a flag (`lib/flags.ts`): its schema is widened before anything compiles
 * or documents it. Text-only inputs (query, params, form bodies) then get their numbers and
 * booleans before validation, and JSON bodies their flags' 1 and 0 as booleans.
 */
export const coercePlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const { schema } = route;
      if (!schema) return;
      const widened: Partial<Record<'querystring' | 'params' | 'body', unknown>> = {};
      for (const part of ['querystring', 'params', 'body'] as const) {
        if (schema[part] && acceptFlags(schema[part]) !== schema[part]) widened[part] = acceptFlags(schema[part]);
      }
      if (Object.keys(widened).length) route.schema = { ...schema, ...widened };
    });
    // Callback style, because an async hook would cost a promise per request for synchronous work.
    addInputHook(app, 'last', ({ querystring, params, body }) => {
      const jsonFlags = holdsFlag(body);
      return (request, _reply, done) => {
        if (querystring) request.query = coerceText(querystring, request.query);
        if (params) request.params = coerceText(params, request.params);
        if (body && request.headers['content-type']?.startsWith(FORM)) request.body = coerceText(body, request.body);
        else if (jsonFlags) request.body = flagsToBooleans(body, request.body);
        done();
      };
    });
  },
  { name: 'coerce' },
);
