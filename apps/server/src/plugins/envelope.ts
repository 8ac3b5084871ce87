import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { translate, type MessageKey } from '../i18n';
import { routeConfig } from '../lib/fastify-internals';
import { nowSeconds } from '../lib/time';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ code: 1, msg, time, data }`; msg is the localized text of msgKey (default "Success"). */
    ok(data: unknown, msgKey?: MessageKey): FastifyReply;
  }
  interface FastifyContextConfig {
    /** Public cacheable read: send an ETag of the data and answer 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

function etagOf(data: unknown, lang: string): string {
  // `time` changes every second, so the tag covers only what the client caches: data and language.
  return `W/"${createHash('sha1')
    .update(lang)
    .update(JSON.stringify(data) ?? '')
    .digest('base64url')}"`;
}

/** Answers with an ETag differ by language (header or cookie) and by signed-in shopper. */
export const ETAG_VARY = 'Accept-Language, Cookie, token';

export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Browsers send back the one tag they were given: no list to split (a 304's most frequent case).
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

export const envelopePlugin = fp(
  async (app) => {
    app.decorateReply('ok', function ok(this: FastifyReply, data: unknown, msgKey: MessageKey = 'common.success') {
      const request = this.request;
      if (request.method === 'GET' && routeConfig(request)?.etag) {
        const etag = etagOf(data, request.lang);
        this.header('ETag', etag);
        // The tag hashes the data itself, so a signed-in answer (followed, is_favourite) gets its
        // own tag; shared caches must still keep answers apart per token and never store signed-in ones.
        this.header('Cache-Control', request.headers.token ? 'private, no-cache' : 'no-cache');
        this.header('Vary', ETAG_VARY);
        if (matches(request.headers['if-none-match'], etag)) return this.code(304).send();
      }
      return this.send({ code: 1, msg: translate(request.lang, msgKey), time: nowSeconds(), data });
    });
  },
  { name: 'envelope', dependencies: ['lang'] },
);
