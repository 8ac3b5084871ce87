import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The service worker is written by vite-plugin-pwa in a hook that may run after this one: a
// compressed copy could be stale, so it is always sent as it is (small, and revalidated anyway).
const SERVICE_WORKER = /[\\/]sw\.js$/;

/**
 * Writes a .br and a .gz beside every text asset of the build, which the server sends to browsers
 * that accept them (@fastify/static `preCompressed`): a phone downloads about a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('.vite') || SERVICE_WORKER.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The early-tap recorder (src/early-tap.ts) is an entry of its own: only prerendered pages load it
 * (scripts/prerender.mjs), first, before the app. Added only where the root has it: the bench builds
 * a bare React page with this config too.
 */
function earlyTapEntry(): Plugin {
  let root = '';
  return {
    name: 'bazaar-early-tap-entry',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    options(options) {
      const recorder = join(root, 'src/early-tap.ts');
      if (!existsSync(recorder)) return null;
      return { ...options, input: { index: join(root, 'index.html'), 'early-tap': recorder } };
    },
  };
}

/** The app's start (src/app/start.tsx), which the entry (src/main.tsx) imports in a task after react-dom's. */
export const APP_START = 'src/app/start.tsx';

/** Whether a chunk holds the app's start (small chunks merged into it may have given it their name). */
const isAppStart = (moduleIds: readonly string[]) => moduleIds.some((id) => id.endsWith(`/${APP_START}`));

/**
 * Modulepreloads the app's start chunk from index.html, so it downloads alongside the entry instead of after
 * it (prerendered pages preload every chunk they loaded: scripts/prerender.mjs).
 */
function preloadAppStart(): Plugin {
  return {
    name: 'bazaar-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const start = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && isAppStart(c.moduleIds));
        if (!start) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${start.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const SCREEN_PREFIX = 'virtual:route-screen/';
const FEATURE_SCREEN = /import\(\s*'@bazaar\/features\/([\w-]+)'\s*\)(\s*\.then\(\s*\(\{\s*(\w+)\s*\}\))/g;

/**
 * Keeps one chunk per route. The route table (src/config/routes.tsx, and screens.tsx beside it)
 * imports each screen from its feature (`import('@bazaar/features/wallet').then(({ WithdrawalScreen })
 * => …)`), which type-checks against the feature, but would put a feature's screens in one chunk. Here
 * each of those imports goes through a module of its own that re-exports only that screen, so a route
 * downloads its screen and what it uses, as a thin route file per screen did.
 */
function routeScreenChunks(): Plugin {
  return {
    name: 'bazaar-route-screen-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/config\/(routes|screens)\.tsx$/.test(id.split('?')[0]!)) return null;
      const out = code.replace(
        FEATURE_SCREEN,
        (_, feature, then, screen) => `import('${SCREEN_PREFIX}${feature}/${screen}')${then}`,
      );
      if (/import\(\s*'@bazaar\/features\//.test(out))
        this.error('a screen of the route table is not imported as import(feature).then(({ Screen }) => …)');
      return { code: out, map: null };
    },
    resolveId: (id) => (id.startsWith(SCREEN_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${SCREEN_PREFIX}`)) return null;
      const [feature, screen] = id.slice(SCREEN_PREFIX.length + 1).split('/');
      return `export { ${screen} } from '@bazaar/features/${feature}';`;
    },
  };
}

// Brand colours of the design system's tokens (theme/tokens.css): the vivid orange and the page.
const THEME_COLOR = '#ff5a1f';
const BACKGROUND_COLOR = '#f6f4f2';

/**
 * Installable and offline (docs/product.md#installable-and-offline): /manifest.webmanifest, and a service
 * worker (src/sw/sw.ts, Workbox) that precaches the shell and every chunk and keeps the API reads
 * the offline pages need. A new version waits for the shopper's "Reload" (`registerType: 'prompt'`);
 * src/app/pwa.tsx registers it, only in a production build.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    // Absolute: the bench builds its bare React page with this config from another root.
    srcDir: fileURLToPath(new URL('src/sw', import.meta.url)),
    filename: 'sw.ts',
    registerType: 'prompt',
    // src/app/pwa.tsx registers it after the first render, so the registration is not initial JS.
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // prerender/ (scripts/prerender.mjs) holds first paints for the server to send, never the worker's shell.
      globIgnores: ['**/node_modules/**', 'sw.js', '.vite/**', 'prerender/**'],
    },
    includeAssets: [],
    manifest: {
      id: '/home',
      name: 'Bazaar',
      short_name: 'Bazaar',
      description: 'Bazaar: shops, products and a wallet you can trust, on your phone.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

/**
 * react-router's production build, for `vite build`. Its package exports only the development build (every
 * condition points at dist/development, with its warnings and invariant messages) and ships the same code
 * without them in dist/production: about 2 KB less gzip of every page's initial JavaScript. react-router-dom
 * re-exports `react-router` and `react-router/dom`, so both are pointed there and the app keeps one copy.
 */
function reactRouterProduction() {
  const require = createRequire(import.meta.url);
  const dom = dirname(require.resolve('react-router-dom/package.json'));
  const dist = join(dirname(require.resolve('react-router/package.json', { paths: [dom] })), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

// Workspace packages are compiled from source (the "source" export condition),
// so the shop never waits for a package build and tree-shakes across packages.
export default defineConfig(({ command }) => ({
  plugins: [react(), routeScreenChunks(), earlyTapEntry(), preloadAppStart(), pwa(), precompress()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Small shared chunks (a card, a hook: 1–3 KB each) are merged with chunks loaded under the same
    // conditions, so the home page fetches a few larger files instead of about twenty. Up to 6 KB: home's
    // first download is 0.9 KB smaller than at 10 KB in the same 16 files (at 2 KB, 2.7 KB smaller in 18);
    // Lighthouse scored the three alike (docs/performance.md, "The shop's first download").
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 6_000,
        // The app's start keeps its name whatever small chunk is merged into it.
        chunkFileNames: (chunk) => `assets/${isAppStart(chunk.moduleIds) ? 'start' : '[name]'}-[hash].js`,
      },
    },
  },
}));
