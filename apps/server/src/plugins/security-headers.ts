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

/**
 * Security headers on every answer, set on the raw response first thing so a route may still
 * replace one (uploads and demo images send a stricter CSP of their own).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
