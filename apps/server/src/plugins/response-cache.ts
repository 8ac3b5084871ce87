import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import { replyHeaders } from '../lib/fastify-internals';
import { nowSeconds } from '../lib/time';
import { ETAG_VARY, matches } from './envelope';
import { hookList } from '../lib/hook-list';

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
  /** Set on the request that builds the answer: settles the requests waiting for it. */
  settle?: (entry: Entry | undefined) => void;
}

/** A build in progress, which requests for the same key, version and second wait for. */
interface Pending {
  version: number;
  time: number;
  entry: Promise<Entry | undefined>;
}

const MAX_ENTRIES = 2_000;
/** A waiter stops waiting for a build whose request vanished (a dropped connection runs no hook). */
const WAIT_MS = 2_000;
const giveUp = () => sleep(WAIT_MS, undefined, { ref: false });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A micro-cache of anonymous public reads (routes with `config.etag`): the serialized answer and
 * its ETag per language and URL, kept while the database has seen no write (app.dbWriteVersion)
 * and only within the same second, so the envelope's `time` stays exact. A busy list is then built
 * once a second instead of once a request, and a 304 never builds its payload. Another process's
 * writes show up here within a second. Signed-in reads (followed, is_favourite) are never kept.
 * Requests that miss together (50 connections when the second turns) wait for the one that builds
 * the answer instead of each building it: the second's first answer is shared, never older.
 */
export const responseCachePlugin = fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    const pending = new Map<string, Pending>();
    const tickets = new WeakMap<FastifyRequest, Ticket>();

    // Callback style, answering without calling done: a hit (most requests) costs no promise.
    const lookup: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.token !== undefined) return done();
      const key = `${request.lang} ${request.url}`;
      const version = app.dbWriteVersion();
      const time = nowSeconds();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.time === time) {
        const notModified = matches(request.headers['if-none-match'], entry.etag);
        if (notModified || entry.payload !== undefined) return void answer(reply, entry, notModified);
      }
      const building = pending.get(key);
      if (building && building.version === version && building.time === time) {
        void Promise.race([building.entry, giveUp()]).then((built) => {
          // A failed build, or one that only sent a 304, leaves this request to build its own.
          if (built) {
            const notModified = matches(request.headers['if-none-match'], built.etag);
            if (notModified || built.payload !== undefined) return void answer(reply, built, notModified);
          }
          tickets.set(request, { key, version, time });
          done();
        });
        return;
      }
      let settle: Ticket['settle'];
      const entryPromise = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      const own: Pending = { version, time, entry: entryPromise };
      pending.set(key, own);
      tickets.set(request, {
        key,
        version,
        time,
        settle: (built) => {
          if (pending.get(key) === own) pending.delete(key);
          settle!(built);
        },
      });
      done();
    };

    // The builder's answer may never reach onSend (an error, a closed connection): waiters go on.
    const release: onResponseHookHandler = (request, _reply, done) => {
      tickets.get(request)?.settle?.(undefined);
      done();
    };

    const store: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const ticket = tickets.get(request);
      if (!ticket) return done(null, payload);
      const etag = reply.getHeader('etag');
      let kept: Entry | undefined;
      // Kept only if nothing was written and the second did not turn while the answer was built.
      if (typeof etag === 'string' && ticket.time === nowSeconds() && ticket.version === app.dbWriteVersion()) {
        const known = entries.get(ticket.key);
        const fresh = known?.version === ticket.version && known.time === ticket.time ? known : undefined;
        if (reply.statusCode === 200 && typeof payload === 'string') {
          kept = remember(ticket, { etag, payload });
        } else if (reply.statusCode === 304 && !fresh) {
          kept = remember(ticket, { etag, payload: undefined });
        }
      }
      ticket.settle?.(kept);
      ticket.settle = undefined;
      done(null, payload);
    };

    function remember(ticket: Ticket, answer: { etag: string; payload: string | undefined }): Entry {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry = { version: ticket.version, time: ticket.time, ...answer };
      entries.set(ticket.key, entry);
      return entry;
    }

    function answer(reply: FastifyReply, entry: Entry, notModified: boolean): FastifyReply {
      // Straight into Fastify's headers object, lower-case as reply.header() would store them.
      const headers = replyHeaders(reply);
      headers.etag = entry.etag;
      headers['cache-control'] = 'no-cache';
      headers.vary = ETAG_VARY;
      if (notModified) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(entry.payload);
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.etag) return;
      route.onRequest = [...hookList(route.onRequest), lookup];
      route.onSend = [...hookList(route.onSend), store];
      route.onResponse = [...hookList(route.onResponse), release];
    });
  },
  { name: 'response-cache', dependencies: ['db', 'lang', 'envelope'] },
);
