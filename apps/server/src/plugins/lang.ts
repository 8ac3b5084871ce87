import type { Lang } from '@bazaar/contract';
import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { resolveLang } from '../i18n';
import { hookList } from '../lib/hook-list';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's `msg` and localized content. */
    readonly lang: Lang;
  }
}

const kLang = Symbol('bazaar.lang');
type WithLang = FastifyRequest & { [kLang]: Lang | null };

const COOKIE = 'Local_Lang';

/** The Local_Lang cookie (the first one, as cookie parsers read it); no other cookie is read. */
export function langCookie(header: string | undefined): string | undefined {
  if (!header || !header.includes(COOKIE)) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Most requests carry only Accept-Language: its few distinct values are resolved once each. */
const byAcceptLanguage = new Map<string, Lang>();
const MAX_REMEMBERED = 500;

function fromRequest(request: FastifyRequest): Lang {
  const query = request.query as { lang?: unknown } | undefined;
  const body = request.body as { lang?: unknown } | undefined;
  const cookie = langCookie(request.headers.cookie);
  const acceptLanguage = request.headers['accept-language'];
  const plain = query?.lang === undefined && (typeof body !== 'object' || body?.lang === undefined);
  if (!plain || cookie !== undefined) return resolveLang({ query, body, cookie, acceptLanguage });
  const key = acceptLanguage ?? '';
  let lang = byAcceptLanguage.get(key);
  if (lang === undefined) {
    lang = resolveLang({ acceptLanguage });
    if (byAcceptLanguage.size >= MAX_REMEMBERED) byAcceptLanguage.clear();
    byAcceptLanguage.set(key, lang);
  }
  return lang;
}

const fix: preValidationHookHandler = (request, _reply, done) => {
  (request as WithLang)[kLang] = fromRequest(request);
  done();
};

/**
 * request.lang: `lang` in query or body, else the Local_Lang cookie, else Accept-Language,
 * else English. On routes with a query or body schema it is fixed just before validation,
 * because validation strips fields a schema does not name (and `lang` is rarely named); other
 * routes keep their input as sent and read it when asked, without a hook.
 */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest(kLang, null);
    app.decorateRequest('lang', {
      getter() {
        return (this as WithLang)[kLang] ?? fromRequest(this);
      },
    });
    app.addHook('onRoute', (route) => {
      if (!route.schema?.querystring && !route.schema?.body) return;
      route.preValidation = [fix, ...hookList(route.preValidation)];
    });
  },
  { name: 'lang' },
);
