import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const VENDORS: [string, RegExp][] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom|@remix-run)[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/],
  ['http', /[\\/]node_modules[\\/](axios|swr)[\\/]/],
  // The dashboard's charts only (loaded with its lazy chunk): recharts, and apart from it its d3 and state parts,
  // so neither is one 470 kB file.
  ['charts', /[\\/]node_modules[\\/]recharts[\\/]/],
  [
    'chart-parts',
    /[\\/]node_modules[\\/](victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|react-redux|redux-thunk|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
  ],
];

/** The vendor chunk of a module, or undefined to leave it where Rollup puts it. */
function vendorChunk(id: string): string | undefined {
  return VENDORS.find(([, pattern]) => pattern.test(id))?.[0];
}

// The server serves the built console under /console/; workspace packages compile from
// source (the "source" export condition), like the shop.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Screens load on demand (src/config/routes.tsx), by feature; the libraries every screen needs are split
    // from the entry by package, so none is one 579 kB file and each caches on its own.
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
