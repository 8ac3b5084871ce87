import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  cpSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Proves a team outside this repo can adopt our packages: publish them to a registry of their own (Verdaccio, on a
// free port, with an uplink to the public registry for everything else), install them into a clean storefront with
// plain npm from that registry, type-check and build it, then open it in Chromium: it renders a card, switches
// theme and calls the API.
const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const PEERS = ['antd-mobile', 'i18next', 'react', 'react-dom', 'react-i18next', 'react-router-dom', 'swr'];
const DEV = ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'];

/** What a release publishes: every package of packages/* that is not private (built by `pnpm build`). */
const PUBLISHED = readdirSync(join(ROOT, 'packages'))
  .map((dir) => ({ dir: join(ROOT, 'packages', dir), manifest: readJson(join(ROOT, 'packages', dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);

function readJson(file: string): { name: string; version: string; private?: boolean } {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The version this workspace runs, so the sample installs the same one. */
function installedVersion(name: string): string {
  const manifest = [join(ROOT, 'apps/shop/node_modules', name), join(ROOT, 'node_modules', name)]
    .map((d) => join(d, 'package.json'))
    .find((f) => existsSync(f));
  return readJson(manifest!).version;
}

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Verdaccio in its own process (npm and pnpm run synchronously below, which would stall a registry inside this
 * one), with its storage and config in `dir`: our scope is served from what we publish, the rest through the uplink.
 */
async function startRegistry(dir: string): Promise<{ url: string; npmrc: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const uplink = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  const config = {
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: { npmjs: { url: uplink, timeout: '60s' } },
    packages: {
      '@bazaar/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', proxy: 'npmjs' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  };
  const file = join(dir, 'config.yaml');
  writeFileSync(file, JSON.stringify(config)); // JSON is YAML
  const verdaccio = join(ROOT, 'node_modules/verdaccio/bin/verdaccio');
  const child = spawn(process.execPath, [verdaccio, '--config', file, '--listen', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${url}/-/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error('Verdaccio did not start');
    await new Promise((ok) => setTimeout(ok, 200));
  }
  // The publisher's account (npm adduser's request), and its token for pnpm publish.
  const user = await fetch(`${url}/-/user/org.couchdb.user:partner-ci`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'partner-ci', password: 'partner-ci-password' }),
  });
  const { token } = (await user.json()) as { token: string };
  const npmrc = join(dir, '.npmrc');
  writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`);
  return { url, npmrc, process: child };
}

test.describe.configure({ timeout: 300_000 });

test('the packed packages install, type-check and build in a clean storefront that renders and calls the API', async ({
  page,
  baseURL,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-sample-'));
  const registry = await startRegistry(dir);
  try {
    const env = { ...process.env, npm_config_userconfig: registry.npmrc };
    for (const { dir: pkg } of PUBLISHED) {
      execFileSync('pnpm', ['publish', '--registry', registry.url, '--no-git-checks'], {
        cwd: pkg,
        env,
        stdio: 'pipe',
      });
    }
    const app = join(dir, 'app');
    cpSync(join(ROOT, 'e2e/sample-storefront'), app, { recursive: true });
    let manifest = readFileSync(join(app, 'package.json.template'), 'utf8');
    for (const { manifest: m } of PUBLISHED) manifest = manifest.replace(`__V_${m.name}__`, m.version);
    for (const name of [...PEERS, ...DEV]) manifest = manifest.replace(`__V_${name}__`, installedVersion(name));
    expect(manifest).not.toContain('__V_');
    writeFileSync(join(app, 'package.json'), manifest);

    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: app, stdio: 'pipe', encoding: 'utf8' });
    run('npm', ['install', '--registry', registry.url, '--no-audit', '--no-fund', '--loglevel=error']);
    // Every package of ours is the tarball the registry holds (same integrity), installed as files, not linked.
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string; integrity?: string; link?: boolean }>;
    };
    for (const { manifest: m } of PUBLISHED) {
      const published = run('npm', ['view', `${m.name}@${m.version}`, 'dist.integrity', '--registry', registry.url]);
      const installed = lock.packages[`node_modules/${m.name}`];
      expect(installed, m.name).toMatchObject({ version: m.version });
      expect(installed?.link, m.name).toBeUndefined();
      expect(installed?.integrity, m.name).toBe(published.trim());
      expect(existsSync(join(app, 'node_modules', m.name, 'dist')), m.name).toBe(true);
    }
    run('npx', ['tsc', '-p', 'tsconfig.json']);
    run('npx', ['vite', 'build', '--logLevel', 'error']);
    const server = await serveWithApiProxy(join(app, 'dist'), baseURL!);
    try {
      const address = server.address();
      const home = page.waitForResponse((r) => r.url().includes('/api/index/index') && r.status() === 200);
      await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
      await expect(page.getByText('Sample lantern')).toBeVisible();
      // The feature's HomeScreen, through the storefront's providers and router, shows the API's best sellers.
      const { data } = (await (await home).json()) as { data: { hot_products: { title: string }[] } };
      await expect(page.getByText(data.hot_products[0]!.title).first()).toBeVisible();
      // The storefront's ThemeProvider themes its subtree and, being the outermost, <html> for portals.
      await expect(page.locator('body [data-brand="ocean"]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-brand', 'ocean');
      await page.getByRole('button', { name: 'theme: light' }).click();
      await expect(page.locator('body [data-theme="dark"]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', { name: 'load' }).click();
      await expect(page.getByRole('list', { name: 'hot products' }).getByRole('listitem')).toHaveCount(3);
    } finally {
      server.close();
    }
  } finally {
    registry.process.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** The sample's build on its own origin, with /api passed through to the test server. */
function serveWithApiProxy(dist: string, api: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const upstream = httpRequest(new URL(req.url, api), { method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    const file = join(dist, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}
