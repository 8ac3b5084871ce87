import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages are compiled from source (the "source" export condition),
// so the shop never waits for a package build and tree-shakes across packages.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
});
