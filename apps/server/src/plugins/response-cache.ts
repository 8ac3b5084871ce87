import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { nowSeconds } from '../lib/time';
import { ETAG_VARY, matches } from './envelope';

interface Entry {
  version: number;
  /** The envelope's `time`: an entry only answers within the second it was made in. */
  time: number;
  etag: string;
  /** The serialized envelope; undefined when only a 304 was sent. */
  payload: string | undefined;
}

interface Ticket {
  key: string;
  version: number;
  time: number;
}

const MAX_ENTRIES = 2_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A micro-cache of anonymous public reads (routes with `config.etag`): the serialized answer and
 * its ETag per language and URL, kept while the database has seen no write (app.dbWriteVersion)
 * and only within the same second, so the envelope's `time` stays exact. A busy list is then built
 * once a second instead of once a request, and a 304 never builds its payload. Another process's
 * writes show up here within a second. Signed-in reads (followed, is_favourite) are never kept.
 */
export const responseCachePlugin = fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    const tickets = new WeakMap<FastifyRequest, Ticket>();

    const lookup: onRequestAsyncHookHandler = async (request, reply) => {
      if (request.method !== 'GET' || request.headers.token !== undefined) return;
      const key = `${request.lang} ${request.url}`;
      const version = app.dbWriteVersion();
      const time = nowSeconds();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.time === time) {
        const notModified = matches(request.headers['if-none-match'], entry.etag);
        if (notModified || entry.payload !== undefined) return answer(reply, entry, notModified);
      }
      tickets.set(request, { key, version, time });
    };

    const store: onSendHookHandler<unknown> = async (request, reply, payload) => {
      const ticket = tickets.get(request);
      const etag = reply.getHeader('etag');
      // Kept only if nothing was written and the second did not turn while the answer was built.
      if (!ticket || typeof etag !== 'string' || ticket.time !== nowSeconds()) return payload;
      if (ticket.version !== app.dbWriteVersion()) return payload;
      const known = entries.get(ticket.key);
      const fresh = known?.version === ticket.version && known.time === ticket.time ? known : undefined;
      if (reply.statusCode === 200 && typeof payload === 'string') {
        remember(ticket, { etag, payload });
      } else if (reply.statusCode === 304 && !fresh) {
        remember(ticket, { etag, payload: undefined });
      }
      return payload;
    };

    function remember(ticket: Ticket, answer: { etag: string; payload: string | undefined }): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(ticket.key, { version: ticket.version, time: ticket.time, ...answer });
    }

    function answer(reply: FastifyReply, entry: Entry, notModified: boolean): FastifyReply {
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', ETAG_VARY);
      if (notModified) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(entry.payload);
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.etag) return;
      route.onRequest = [...toArray(route.onRequest), lookup];
      route.onSend = [...toArray(route.onSend), store];
    });
  },
  { name: 'response-cache', dependencies: ['db', 'lang', 'envelope'] },
);

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
