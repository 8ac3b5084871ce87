import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Proves a team outside this repo can adopt our packages: pack them as npm would publish
// them, install them into a clean storefront with npm from the registry, type-check and
// build it, then open it in Chromium: it renders a card, switches theme and calls the API.
const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const PACKAGES = ['contract', 'api-client', 'design-system', 'features'];
const PEERS = ['antd-mobile', 'i18next', 'react', 'react-dom', 'react-i18next', 'react-router-dom', 'swr'];
const DEV = ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'];

/** The version this workspace runs, so the sample installs the same one. */
function installedVersion(name: string): string {
  const manifest = [join(ROOT, 'apps/shop/node_modules', name), join(ROOT, 'node_modules', name)]
    .map((d) => join(d, 'package.json'))
    .find((f) => existsSync(f));
  return JSON.parse(readFileSync(manifest!, 'utf8')).version;
}

test.describe.configure({ timeout: 300_000 });

test('the packed packages install, type-check and build in a clean storefront that renders and calls the API', async ({
  page,
  baseURL,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-sample-'));
  const packs = join(dir, 'packs');
  for (const name of PACKAGES) {
    execFileSync('pnpm', ['pack', '--pack-destination', packs], { cwd: join(ROOT, 'packages', name), stdio: 'pipe' });
    const file = readdirSync(packs).find((f) => f.startsWith(`bazaar-${name}-`))!;
    renameSync(join(packs, file), join(packs, `${name}.tgz`));
  }
  const app = join(dir, 'app');
  cpSync(join(ROOT, 'e2e/sample-storefront'), app, { recursive: true });
  let manifest = readFileSync(join(app, 'package.json.template'), 'utf8').replaceAll('__PACKS__', packs);
  for (const name of [...PEERS, ...DEV]) manifest = manifest.replace(`__V_${name}__`, installedVersion(name));
  writeFileSync(join(app, 'package.json'), manifest);

  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: app, stdio: 'pipe', encoding: 'utf8' });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  for (const name of PACKAGES) expect(existsSync(join(app, `node_modules/@bazaar/${name}/dist`)), name).toBe(true);
  run('npx', ['tsc', '-p', 'tsconfig.json']);
  run('npx', ['vite', 'build', '--logLevel', 'error']);

  const server = await serveWithApiProxy(join(app, 'dist'), baseURL!);
  try {
    const address = server.address();
    await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
    await expect(page.getByText('Sample lantern')).toBeVisible();
    // The storefront's ThemeProvider themes its subtree and, being the outermost, <html> for portals.
    await expect(page.locator('body [data-brand="ocean"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'ocean');
    await page.getByRole('button', { name: 'theme: light' }).click();
    await expect(page.locator('body [data-theme="dark"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'load' }).click();
    await expect(page.locator('li')).toHaveCount(3);
  } finally {
    server.close();
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
