import type { Lang } from '@bazaar/contract';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { resolveLang } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's `msg` and localized content. */
    readonly lang: Lang;
  }
}

const resolved = new WeakMap<FastifyRequest, Lang>();

function fromRequest(request: FastifyRequest): Lang {
  return resolveLang({
    query: request.query,
    body: request.body,
    cookie: request.cookies?.Local_Lang,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * request.lang: `lang` in query or body, else the Local_Lang cookie, else Accept-Language,
 * else English. Fixed just before validation, because validation strips fields a route's
 * schema does not name (and `lang` is rarely named).
 */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', {
      getter() {
        return resolved.get(this) ?? fromRequest(this);
      },
    });
    app.addHook('preValidation', (request, _reply, done) => {
      resolved.set(request, fromRequest(request));
      done();
    });
  },
  { name: 'lang', dependencies: ['@fastify/cookie'] },
);
