import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n';
import { firstPaintPages } from './first-paint';
import { prerenderedPages } from './shop-prerender';

export interface StaticOptions {
  dataDir: string;
  shopDist: string;
  /** The built console (Vite base /console/); nothing is served when it has no index.html. */
  consoleDist?: string;
  /** Draws a demo image from its ref ("product/42/1"); undefined when unknown. */
  renderImage?: (ref: string) => string | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the shop's index.html for a client-side route; false when there is no built shop. */
    serveShopIndex(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

/** The encoding a browser takes for a built page: its preferred by q-value, brotli on a tie, else none. */
const acceptedEncoding = (header: string | undefined): 'br' | 'gzip' | 'identity' =>
  negotiate(header ?? '', ['br', 'gzip']) ?? 'identity';

const IMAGE_REF = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The operator console at /console/ (its own SPA, so its client routes fall back to its own
 * index.html). Answers the fallback function, or undefined when there is no built console.
 */
async function mountConsole(app: FastifyInstance, dist: string | undefined) {
  const index = dist ? path.join(dist, 'index.html') : '';
  if (!dist || !fs.existsSync(index)) return undefined;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    decorateReply: false,
    cacheControl: false,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? LONG_CACHE : 'no-cache');
    },
  });
  app.get('/console', { schema: { hide: true } }, (_request, reply) => reply.redirect('/console/'));
  return (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
}

/**
 * Files that are not the API: the built shop at / (hashed assets cached for a year,
 * index.html always revalidated), uploads at /uploads (nosniff, never run as a page) and
 * generated demo images at /images/<ref>.svg.
 */
export const staticPlugin = fp<StaticOptions>(
  async (app, opts) => {
    const uploads = path.join(opts.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    await app.register(async (scope) => {
      // In this scope's hook, after the security headers' (Fastify's reply headers win over
      // anything set on the raw response, so the policy cannot come from setHeaders).
      scope.addHook('onRequest', (_request, reply, done) => {
        reply
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        done();
      });
      await scope.register(fastifyStatic, {
        root: uploads,
        prefix: '/uploads/',
        index: false,
        decorateReply: false,
        // Our setHeaders decides caching; the plugin's default would overwrite it.
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('Cache-Control', 'public, max-age=86400');
        },
      });
    });

    app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
      const raw = (request.params as { '*': string })['*'];
      const ref = raw.endsWith('.svg') ? raw.slice(0, -4) : '';
      const svg = IMAGE_REF.test(ref) ? opts.renderImage?.(ref) : undefined;
      if (!svg) return reply.callNotFound();
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=604800')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });

    const serveConsoleIndex = await mountConsole(app, opts.consoleDist);

    const index = path.join(opts.shopDist, 'index.html');
    const hasShop = fs.existsSync(index);
    const prerendered = prerenderedPages(opts.shopDist);
    const firstPaint = firstPaintPages(app, opts.shopDist, () => app.dbWriteVersion());
    if (hasShop) {
      await app.register(fastifyStatic, {
        root: opts.shopDist,
        prefix: '/',
        // The shop's build writes .br and .gz beside its assets: sent to browsers that accept them.
        preCompressed: true,
        // reply.sendFile (the SPA fallback below) then uses these headers, not the uploads' ones.
        decorateReply: true,
        cacheControl: false,
        wildcard: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? LONG_CACHE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ shopDist: opts.shopDist }, 'no built shop: / answers a hint to build it');
      app.get('/', { schema: { hide: true } }, async (request, reply) =>
        reply.type('text/plain; charset=utf-8').send(translate(request.lang, 'common.shop_not_built')),
      );
    }

    app.decorate('serveShopIndex', (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '';
      // A missing file (it has an extension) is a real 404, not a client route; a last segment
      // like "12.50" (the refund route's amount) is not an extension.
      if (!['GET', 'HEAD'].includes(request.method) || /\.[a-z]\w*$/i.test(url)) return false;
      if (serveConsoleIndex && url.startsWith('/console/')) {
        void serveConsoleIndex(reply);
        return true;
      }
      if (!hasShop) return false;
      // A visitor's public page comes with its first paint in their language (it depends on both headers).
      const page = prerendered(request.url, request.headers);
      void reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      if (!page) {
        void reply.sendFile('index.html', opts.shopDist);
        return true;
      }
      // With the page's first data in it, and its largest picture preloaded alongside the scripts.
      void firstPaint(page.file, page.page, page.lang, url).then(
        (built) => {
          if (!built) return void reply.sendFile(page.file, opts.shopDist);
          const encoding = acceptedEncoding(request.headers['accept-encoding']);
          if (built.picture) reply.header('Link', `<${built.picture}>; rel=preload; as=image; fetchpriority=high`);
          if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
          void reply.type('text/html; charset=utf-8').send(encoding === 'identity' ? built.html : built[encoding]);
        },
        (err: unknown) => {
          request.log.warn({ err }, 'first paint: sending the page without its data');
          void reply.sendFile(page.file, opts.shopDist);
        },
      );
      return true;
    });
  },
  { name: 'static-files', dependencies: ['lang'] },
);
