import { defineConfig, devices } from '@playwright/test';
import { DATA_DIR } from './e2e/helpers/data-dir';

// Browser journeys run in Debian's Chromium (test tools cannot download their
// own browser here) against the built server on a fresh SQLite database.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_FROM_SOURCE=1 runs the server with tsx instead of its build, and E2E_SHOP_DIST points at
// a private shop build (E2E_CONSOLE_DIST at a private console build), so several developers can run journeys side by side.
const SERVER = process.env.E2E_FROM_SOURCE
  ? 'node --conditions=source --import tsx apps/server/src/server.ts'
  : 'node apps/server/dist/server.js';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a journey is tried once more before it fails (Playwright then lists it as flaky): one run of the
  // service-worker push journey has timed out on a loaded machine and passed ten times alone.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Shared memory in files: a container's /dev/shm may hold only 64 MB, and a renderer that fills it crashes.
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && ${SERVER}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The journeys sign operators in more often than the production limit of 10 a minute from
      // one address allows; the limit itself is proven by the API tests.
      ADMIN_SIGN_IN_RATE_LIMIT: '200',
      // A journey reserves a product's whole stock with an unpaid order of a fresh, empty account, which
      // production refuses past 5 units (UNFUNDED_HOLD_UNITS); unfunded-holds.test.ts proves the limit.
      UNFUNDED_HOLD_UNITS: '10000',
      // The chain top-up journey waits for the watcher to credit a deposit from a local TronGrid-style API.
      CHAIN_WATCH_MS: '1000',
      // …whose fake node listens on 127.0.0.1, which production refuses as a chain RPC host.
      CHAIN_RPC_ALLOW_PRIVATE: 'true',
      ...(process.env.E2E_SHOP_DIST ? { SHOP_DIST: process.env.E2E_SHOP_DIST } : {}),
      ...(process.env.E2E_CONSOLE_DIST ? { CONSOLE_DIST: process.env.E2E_CONSOLE_DIST } : {}),
    },
  },
});
