import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Acme calls its API at /acme-api/*; the Bazaar server answers at /api/*. Product pictures and uploads are paths on
// the Bazaar server too (/images/*, /uploads/*). Dev and preview pass them on to BAZAAR_API_URL; a production host
// does the same with its own reverse proxy.
const bazaar = process.env.BAZAAR_API_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/acme-api': { target: bazaar, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/acme-api/, '/api') },
  '/images': { target: bazaar, changeOrigin: true },
  '/uploads': { target: bazaar, changeOrigin: true },
};

export default defineConfig({ plugins: [react()], server: { proxy }, preview: { proxy } });
