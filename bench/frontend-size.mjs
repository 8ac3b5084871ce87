// Sizes of what a browser downloads, from a Vite build's manifest: the initial
// JavaScript of a route (entry, its static imports, the route's chunk and its
// static imports), each lazily loaded route chunk, and the initial CSS. gzip level 9.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  // The app's entry, and the early-tap recorder a prerendered page loads before it (counted on every
  // route: about 0.3 KB).
  return closure(manifest, ['index.html', 'src/early-tap.ts', route].filter(Boolean));
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
