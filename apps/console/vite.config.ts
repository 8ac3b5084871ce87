import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
