// Prerenders the first paint of the shop's public pages, per language, after `vite build`:
// dist/prerender/<page>/<lang>.html (with .gz and .br beside), which the server sends to a visitor
// instead of the empty index.html (apps/server/src/plugins/shop-prerender.ts picks page and language).
//
// Each page is opened in Chromium on the build itself, with every API call left unanswered: what is
// captured is exactly what the app draws while its data loads (title bar, tab bar, search bar, the
// skeletons of banners, categories and cards, all in that language), so React's first render
// replaces it with the same markup and nothing moves. The page's CSS is inlined (no stylesheet to
// wait for before the first paint) and the chunks it loaded, its language first, are modulepreloaded.
//
// `node scripts/prerender.mjs [dist]`; without a Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium) it says so and writes nothing: the server then sends index.html as before.
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { LANGS, PRERENDERED_SHOP_PAGES, SHOP_PAGES, SIGN_IN_REASONS } from '@bazaar/contract';

const shop = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(shop, 'dist');
// The pages marked `prerender` in the page list (the public pages a shopper lands on, and the login page, where a
// visitor opening any page that needs a sign-in starts: src/app/guard.ts), by folder name and the URL captured.
const PAGES = Object.fromEntries(PRERENDERED_SHOP_PAGES.map((p) => [p.name, p.path]));
// A page of each area that asks for a sign-in, its params filled: the sign-in page's `path` when a visitor comes from it.
const REASON_PAGES = Object.fromEntries(
  SIGN_IN_REASONS.map((reason) => [reason, SHOP_PAGES.find((p) => p.signIn === reason).path.replace(/:\w+\??/g, '1')]),
);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The build, served as our server does (client routes get index.html); API calls never answer. */
function serveBuild() {
  const waiting = new Set();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x').pathname;
    if (url.startsWith('/api/')) return void waiting.add(res);
    const file = normalize(join(dist, url));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    if (!found && extname(url)) return void res.writeHead(404).end();
    const path = found ? file : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          for (const res of waiting) res.destroy();
          server.close();
        },
      }),
    ),
  );
}

/** What the page in `page` shows now: #root, the title and language, and the assets it loaded. */
const shoot = (page) =>
  page.evaluate(() => ({
    root: document.getElementById('root').innerHTML,
    title: document.title,
    lang: document.documentElement.lang,
    assets: performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/')),
  }));

/**
 * The page as the app first draws it in `lang`, with the assets it loaded; for the sign-in page also as it draws
 * it for a visitor sent from a page of each area that asks for a sign-in (`/login?path=…`, one sentence differs),
 * reached within the app, which draws it as it would on a fresh load: `{ shot, forReasons: { [reason]: shot } }`.
 */
async function capture(browser, base, name, path, lang) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: lang,
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'Local_Lang', value: lang, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  // The screen is on screen (not the Suspense fallback), then a moment for its lazy parts.
  await page.waitForSelector('.bz-app__main > *', { state: 'attached' });
  await page.waitForTimeout(400);
  const shot = await shoot(page);
  const forReasons = {};
  if (name === 'login') {
    const sentence = '.bz-form-page__description';
    const hint = await page.textContent(sentence);
    for (const [reason, from] of Object.entries(REASON_PAGES)) {
      await page.evaluate(
        (url) => {
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        },
        `/login?path=${encodeURIComponent(from)}`,
      );
      await page.waitForFunction(([s, h]) => document.querySelector(s)?.textContent !== h, [sentence, hint]);
      const reasonShot = await shoot(page);
      // Its links carry the page it was reached from (`/register?path=…`), here a stand-in for the page the visitor
      // is really from: a link followed before the app is here goes without, as from the sign-in page's own.
      reasonShot.root = reasonShot.root.replaceAll(`?path=${encodeURIComponent(from)}`, '');
      forReasons[reason] = reasonShot;
      await page.evaluate(() => history.back());
      await page.waitForFunction(([s, h]) => document.querySelector(s)?.textContent === h, [sentence, hint]);
    }
  }
  await context.close();
  return { shot, forReasons };
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the captured page in #root, its CSS inline and its chunks modulepreloaded. */
function pageHtml(template, shot, langChunk, earlyTap) {
  const entryCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  const entryJs = template.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  const css = (href) => readFileSync(join(dist, href), 'utf8');
  // Route CSS (Vite adds a link when the chunk loads): inline, in the order Vite loaded it, and
  // named by a disabled link (never fetched nor applied) so that Vite finds it loaded. Loaded
  // again, each file would move its rules after the others' for a moment and shift the page.
  const routeCss = shot.assets.filter((a) => a.endsWith('.css') && !entryCss.some((m) => m[1] === a));
  const chunks = [langChunk, ...shot.assets.filter((a) => a.endsWith('.js') && a !== entryJs && a !== langChunk)];
  const head = [
    // First: its buttons show before the app that runs them; this remembers a tap meanwhile (src/early-tap.ts).
    `<script type="module" async src="${earlyTap}"></script>`,
    ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`),
    `<style>${[...entryCss.map((m) => m[1]), ...routeCss].map(css).join('\n')}</style>`,
    ...routeCss.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
  ].join('\n    ');
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${shot.lang}">`);
  // The page is painted without any script: its JavaScript (what makes it work, then its data) is
  // fetched at once but after what the first paint needs, and does not count as blocking it.
  html = html.replace('<script type="module" crossorigin', '<script type="module" crossorigin fetchpriority="low"');
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shot.title)}</title>`);
  for (const [link] of entryCss) html = html.replace(link, '');
  html = html.replace('</head>', `  ${head}\n  </head>`);
  // Its forms submit only through the app (src/early-tap.ts holds a submit back until then); should
  // one go before even that script is here, POST keeps its fields, a password too, out of the address.
  const root = shot.root.replace(/<form(?=[\s>])(?![^>]*\smethod=)/g, '<form method="post"');
  return html.replace('<div id="root"></div>', `<div id="root">${root}</div>`);
}

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const earlyTap = `/${manifest['src/early-tap.ts'].file}`;
const langChunk = (lang) =>
  `/${Object.entries(manifest).find(([key]) => key.endsWith(`/storefront-locales/${lang}.ts`))[1].file}`;

let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // No background traffic: a closed network refuses it, and a build should not wait on it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
} catch (error) {
  console.warn(`prerender: no Chromium (${error.message.split('\n')[0]}); the shop is served unprerendered`);
  process.exit(0);
}
const out = join(dist, 'prerender');
rmSync(out, { recursive: true, force: true });
const { base, close } = await serveBuild();
try {
  const write = (folder, lang, html) => {
    mkdirSync(join(out, folder), { recursive: true });
    const file = join(out, folder, `${lang}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  };
  for (const [page, path] of Object.entries(PAGES))
    for (const lang of LANGS) {
      const { shot, forReasons } = await capture(browser, base, page, path, lang);
      write(page, lang, pageHtml(template, shot, langChunk(lang), earlyTap));
      // The server's choice for a visitor sent to sign in from a page of that area (plugins/shop-prerender.ts).
      for (const [reason, reasonShot] of Object.entries(forReasons))
        write(`${page}-${reason}`, lang, pageHtml(template, reasonShot, langChunk(lang), earlyTap));
    }
  console.log(
    `prerender: ${Object.keys(PAGES).length} pages, the sign-in page for ${SIGN_IN_REASONS.length} areas, × ${LANGS.length} languages in ${out}`,
  );
} finally {
  close();
  await browser.close();
}
