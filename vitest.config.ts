import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

// Source files of workspace packages are used directly (the "source" export
// condition), so tests never need a build first.
const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };
// Node-side tests would otherwise load workspace packages from their (possibly stale) dist.
const server = { deps: { inline: [/@bazaar\//] } };
const ssr = { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } };

// Debian's Chromium: test tools cannot download a browser of their own here.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Shared memory in files: a container's /dev/shm may hold only 64 MB, and a renderer that fills it crashes
    // ("Browser connection was closed while running tests").
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  },
  // The page holding Vitest's test iframe: at least as large as the iframe (390 × 844, or 1280 × 800 for a desk
  // story, .storybook/vitest.setup.ts), or Vitest scales the iframe down and screenshots come out scaled with it.
  // Reduced motion: the banner carousel then stays on its first slide, so a screenshot taken three seconds in on a
  // busy machine shows the same slide as one taken at once (the carousel's autoplay has its own unit test).
  contextOptions: { viewport: { width: 1280, height: 844 }, reducedMotion: 'reduce' },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A story tried once more before it fails: a play or a screenshot caught by a busy machine mid-animation
          // passes the second time, a real defect (a play, axe, a pixel diff) fails both.
          retry: 1,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/shop/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.stories.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server-unit',
          environment: 'node',
          server,
          include: ['apps/server/src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api-sqlite',
          environment: 'node',
          server,
          // The server's modules are loaded once per worker, not once per file (about four seconds of
          // transforming each time): every file builds its own app over its own database, and no test
          // mocks a module.
          isolate: false,
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api-postgres',
          environment: 'node',
          server,
          // The server's modules are loaded once per worker, not once per file (about four seconds of
          // transforming each time): every file builds its own app over its own database, and no test
          // mocks a module.
          isolate: false,
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The lint boundaries (eslint.config.js), on probe files planted and removed by the test.
        test: {
          name: 'lint',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.stories.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
    ],
  },
});
