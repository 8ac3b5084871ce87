import fp from 'fastify-plugin';

// Helmet's defaults with our CSP (images from data:/blob: URLs; no upgrade-insecure-requests,
// because the shop is served over plain HTTP on a LAN during development). @fastify/helmet
// rebuilt this same set from its options on every request; it never changes, so it is built once.
const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
].join(';');

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CSP],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

// Lower-case, as Fastify keeps its reply headers: reply.header() then only stores them.
const LOWER = SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value] as const);

/**
 * Security headers on every answer, set first thing so a route or a scope's hook may still
 * replace one (uploads and demo images send a stricter CSP of their own). They go into Fastify's
 * reply headers, not onto the raw response: with nothing set on the raw response, Node writes
 * the head from Fastify's headers in one pass instead of storing each header twice (a tenth of
 * the cost of a small API answer).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of LOWER) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
