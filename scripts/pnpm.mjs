// Runs pnpm at the version pinned in package.json, fetching it through npx on a
// machine that has only Node and npm; installs the workspace when it is missing.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url))).packageManager;
const version = pinned.split('@')[1];
const local = spawnSync('pnpm', ['-v'], { encoding: 'utf8' });
const usePath = local.status === 0 && local.stdout.trim() === version;

/** Runs pnpm with `args`; exits the process when it fails unless `soft` is set. */
export function pnpm(args, { soft = false } = {}) {
  const [cmd, prefix] = usePath ? ['pnpm', []] : ['npx', ['-y', `pnpm@${version}`]];
  const { status } = spawnSync(cmd, [...prefix, ...args], { stdio: 'inherit' });
  if (status !== 0 && !soft) process.exit(status ?? 1);
  return status ?? 1;
}

export function ensureInstalled() {
  if (!existsSync('node_modules/.modules.yaml')) pnpm(['install', '--frozen-lockfile']);
}
