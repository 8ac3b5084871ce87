import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// A registry of a partner's own (Verdaccio) holding our published packages, for journeys that install them as a
// team outside this repository would.
export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

type Manifest = { name: string; version: string; private?: boolean };

function readJson(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** What a release publishes: every package of packages/* that is not private (built by `pnpm build`). */
export const PUBLISHED = readdirSync(join(ROOT, 'packages'))
  .map((dir) => ({ dir: join(ROOT, 'packages', dir), manifest: readJson(join(ROOT, 'packages', dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);

/**
 * The version this workspace runs, so a storefront outside it installs the same one: the shop's own dependency, the
 * root's, or one that only a dependency brings (pnpm links those in node_modules/.pnpm/node_modules), as
 * antd-mobile brings antd-mobile-icons.
 */
export function installedVersion(name: string): string {
  const manifest = ['apps/shop/node_modules', 'node_modules', 'node_modules/.pnpm/node_modules']
    .map((d) => join(ROOT, d, name, 'package.json'))
    .find((f) => existsSync(f));
  if (!manifest) throw new Error(`${name} is not installed in this workspace`);
  return readJson(manifest).version;
}

/** A storefront's package.json from its template: `__V_<name>__` becomes the published or installed version. */
export function fillManifest(template: string): string {
  let manifest = template;
  for (const { manifest: m } of PUBLISHED) manifest = manifest.replaceAll(`__V_${m.name}__`, m.version);
  return manifest.replace(/__V_(.+?)__/g, (_, name: string) => installedVersion(name));
}

export function freePort(): Promise<number> {
  return new Promise((ok) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `url` answers, or throws after about 20 s. */
export async function waitUntilUp(url: string, what: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (tries > 100) throw new Error(`${what} did not start`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

export type Registry = { url: string; npmrc: string; stop: () => void };

/** Where Verdaccio keeps what it fetched from the public registry, between runs. */
const UPLINK_CACHE = join(tmpdir(), 'bazaar-registry-cache');

/**
 * Verdaccio in its own process (npm and pnpm run synchronously in the journeys, which would stall a registry inside
 * the test's), its config in `dir`. Our scope is served from what we publish, into a folder of this run's own; the
 * rest comes through the uplink to the public registry and is kept a day, so a second run installs without it.
 */
export async function startRegistry(dir: string): Promise<Registry> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const uplink = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  const ours = `bazaar-${basename(dir)}`;
  const config = {
    storage: UPLINK_CACHE,
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: { npmjs: { url: uplink, timeout: '60s', maxage: '1d' } },
    packages: {
      '@bazaar/*': { access: '$all', publish: '$authenticated', storage: ours },
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
  const stop = () => {
    child.kill();
    rmSync(join(UPLINK_CACHE, ours), { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/-/ping`, 'Verdaccio');
    // The publisher's account (npm adduser's request), and its token for pnpm publish.
    const user = await fetch(`${url}/-/user/org.couchdb.user:partner-ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'partner-ci', password: 'partner-ci-password' }),
    });
    const { token } = (await user.json()) as { token: string };
    const npmrc = join(dir, '.npmrc');
    writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, npmrc, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Publishes every package of {@link PUBLISHED} to the registry at once, as `pnpm release` does to npm. */
export async function publishAll(registry: Registry): Promise<void> {
  const env = { ...process.env, npm_config_userconfig: registry.npmrc };
  const publish = promisify(execFile);
  await Promise.all(
    PUBLISHED.map(({ dir }) =>
      publish('pnpm', ['publish', '--registry', registry.url, '--no-git-checks'], { cwd: dir, env }),
    ),
  );
}
