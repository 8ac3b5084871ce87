import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import symbols from 'fastify/lib/symbols.js';

/**
 * Two of Fastify's internal symbols, for work that runs on every answer: `kReplyHeaders`, the
 * reply's own headers object (reply.header() lower-cases the name and stores it there, one call
 * a header), and `kRouteContext`, the route's context (request.routeOptions builds a fresh object
 * of eleven fields at each read). The file is importable (Fastify's package has no `exports` map)
 * and the version is pinned in the lockfile; checked once at start-up, so a Fastify that renamed
 * them stops the server here instead of sending answers without their headers.
 */
const { kReplyHeaders, kRouteContext } = symbols;
if (typeof kReplyHeaders !== 'symbol' || typeof kRouteContext !== 'symbol') {
  throw new Error('fastify/lib/symbols.js has no kReplyHeaders or kRouteContext: update lib/fastify-internals.ts');
}

type Internal<T> = Record<symbol, T>;

/** The reply's headers as Fastify will write them (names lower-case): set here, they are sent. */
export const replyHeaders = (reply: FastifyReply): Record<string, unknown> =>
  (reply as unknown as Internal<Record<string, unknown>>)[kReplyHeaders]!;

/** Replaces the reply's headers object, for the first hook that fills it. */
export const setReplyHeaders = (reply: FastifyReply, headers: Record<string, unknown>): void => {
  (reply as unknown as Internal<Record<string, unknown>>)[kReplyHeaders] = headers;
};

/** The route's `config` (request.routeOptions.config without building routeOptions). */
export const routeConfig = (request: FastifyRequest): (FastifyContextConfig & { url?: string }) | undefined =>
  (request as unknown as Internal<{ config?: FastifyContextConfig & { url?: string } }>)[kRouteContext]?.config;
