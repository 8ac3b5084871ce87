// Installs a peer's packages from the npm registry into its own cache folder
// (~/.cache/bazaar-bench-peers/<name>, or BENCH_PEERS_CACHE), never into the product's
// dependencies or lockfile. A second run finds the folder ready and touches no network.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const PEERS_CACHE = process.env.BENCH_PEERS_CACHE ?? join(homedir(), '.cache', 'bazaar-bench-peers');
const REGISTRY = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');

/** Fails in seconds, with the reason, when the registry cannot be reached (never hangs). */
async function checkRegistry(pkg) {
  const url = `${REGISTRY}${pkg.replace('/', '%2f')}`;
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (err) {
    throw new Error(
      `bench --peers: the npm registry (${REGISTRY}) is unreachable: ${err.cause?.code ?? err.cause?.message ?? err.message}`,
    );
  }
}

/** The peer's folder with `dependencies` (exact versions) installed; installs them when missing or changed. */
export async function installPeer(name, dependencies) {
  const dir = join(PEERS_CACHE, name);
  const marker = join(dir, 'installed.json');
  const wanted = JSON.stringify(dependencies);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return dir;
  await checkRegistry(Object.keys(dependencies)[0]);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `bazaar-bench-peer-${name}`, private: true, dependencies }, null, 2),
  );
  console.log(`Installing ${name} (${Object.keys(dependencies).join(', ')}) into ${dir} …`);
  const started = Date.now();
  const run = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--fetch-retries=1', '--fetch-timeout=30000'],
    // A registry that stops answering half-way must still end the run.
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], timeout: 20 * 60_000, killSignal: 'SIGKILL' },
  );
  if (run.status !== 0)
    throw new Error(`bench --peers: npm install of ${name} failed (${run.error?.message ?? `exit ${run.status}`})`);
  writeFileSync(marker, wanted);
  console.log(`${name} installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}
