// Sizes of what a browser downloads, from a Vite build's manifest: the initial
// JavaScript of a route (entry, its static imports, the route's chunk and its
// static imports), each lazily loaded route chunk, and the initial CSS. gzip level 9.
// Alone: `node bench/frontend-size.mjs [shop dist, default apps/shop/dist]` builds the bare React page
// with the shop's Vite config and prints home's initial JavaScript and CSS against it, as `pnpm bench` does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const gz = (dir, file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

export function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
}

/** Files reached from `keys` through static imports, with their CSS. */
function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** JS and CSS files a browser loads first when the page opens on the route whose source matches `routeSource`. */
function initialClosure(dir, routeSource) {
  const manifest = readManifest(dir);
  const route = routeSource ? Object.keys(manifest).find((k) => k.endsWith(routeSource)) : undefined;
  // The app's entry, the app's start that the entry imports in its next task (apps/shop/src/main.tsx; its chunk is
  // named `start` by apps/shop/vite.config.ts), and the early-tap recorder a prerendered page loads before them
  // (counted on every route: about 0.3 KB).
  const start = Object.keys(manifest).find((k) => /^assets\/start-[\w-]+\.js$/.test(manifest[k].file));
  return closure(manifest, ['index.html', start, 'src/early-tap.ts', route].filter(Boolean));
}

/** The initial JavaScript files of a route (see initialSize). */
export const initialFiles = (dir, routeSource) => initialClosure(dir, routeSource).js;

/** Initial JS and CSS (gzip bytes) when the page opens on the route whose source matches `routeSource`. */
export function initialSize(dir, routeSource) {
  const { js, css } = initialClosure(dir, routeSource);
  return {
    js: js.reduce((sum, f) => sum + gz(dir, f), 0),
    css: css.reduce((sum, f) => sum + gz(dir, f), 0),
    files: js.length,
  };
}

/** The route files of the shop (apps/shop/src/app/routes/*.tsx), by name. */
const ROUTE_FILES = new Set(
  readdirSync(new URL('../apps/shop/src/app/routes/', import.meta.url))
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => f.replace(/\.tsx$/, '')),
);

/**
 * gzip size of each lazily loaded route chunk itself: a screen of the route table (its own module
 * `virtual:route-screen/<feature>/<Screen>`, apps/shop/vite.config.ts) or a route file composing two (src/app/routes/*).
 * A route or screen the bundler merged with code it shares has a chunk key of its own (`_detail-….js`,
 * `_LoginScreen-….js`) and is counted by its name.
 */
export function routeChunkSizes(dir) {
  const manifest = readManifest(dir);
  const isRoute = (key, chunk) =>
    key.includes('app/routes/') ||
    key.startsWith('virtual:route-screen/') ||
    (key.startsWith('_') && (ROUTE_FILES.has(chunk.name) || /Screen$/.test(chunk.name ?? '')));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && isRoute(key, chunk))
    .map(([key, chunk]) => ({
      route:
        chunk.name ??
        key
          .split('/')
          .pop()
          .replace(/\.tsx?$/, ''),
      bytes: gz(dir, chunk.file),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Builds the bare React page (bench/baselines/react-page) with the shop's Vite config into a temporary folder. */
export function buildBareReactPage() {
  const out = mkdtempSync(join(tmpdir(), 'bench-react-'));
  const args = ['exec', 'vite', 'build', 'bench/baselines/react-page', '--config', 'apps/shop/vite.config.ts'];
  const build = spawnSync('pnpm', [...args, '--outDir', out, '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build of the bare React page failed');
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shopDist = process.argv[2] ?? 'apps/shop/dist';
  const bareDist = buildBareReactPage();
  const shop = initialSize(shopDist, 'app/routes/home.tsx');
  const bare = initialSize(bareDist);
  rmSync(bareDist, { recursive: true, force: true });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `home initial JS ${kb(shop.js)} gzip in ${shop.files} files, bare React page ${kb(bare.js)}: ${(shop.js / bare.js).toFixed(2)}×`,
  );
  console.log(
    `home initial CSS ${kb(shop.css)} gzip; largest route chunk ${routeChunkSizes(shopDist)[0]?.route} ${kb(routeChunkSizes(shopDist)[0]?.bytes ?? 0)}`,
  );
}
