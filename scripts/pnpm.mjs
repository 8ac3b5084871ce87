// Runs pnpm at the version pinned in package.json, fetching it through npx on a
// machine that has only Node and npm; installs the workspace when it is missing.
import { existsSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url))).packageManager;
const version = pinned.split('@')[1];
const local = spawnSync('pnpm', ['-v'], { encoding: 'utf8' });
const usePath = local.status === 0 && local.stdout.trim() === version;

// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

/** The command line that runs the pinned pnpm with `args`. */
function command(args) {
  return usePath ? ['pnpm', args] : ['npx', ['-y', `pnpm@${version}`, ...args]];
}

/** Runs pnpm with `args`; exits the process when it fails unless `soft` is set. */
export function pnpm(args, { soft = false } = {}) {
  const { status } = spawnSync(...command(args), { stdio: 'inherit' });
  if (status !== 0 && !soft) process.exit(status ?? 1);
  return status ?? 1;
}

/**
 * Runs pnpm with `args` like `pnpm(…, { soft: true })`, copying its output through as it comes, and resolves to its
 * exit status and the lines of its output that `keep` accepts (ANSI colours taken out).
 */
export function pnpmKeeping(args, keep) {
  // Piped output is not a terminal: keep the colours a terminal would have had.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(...command(args), { stdio: ['inherit', 'pipe', 'pipe'], env });
  const kept = [];
  const watch = (from, to) => {
    let partial = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      to.write(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (keep(plain)) kept.push(plain);
      }
    });
  };
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
  return new Promise((resolve) => {
    let grace;
    const finish = (status) => {
      clearTimeout(grace);
      resolve({ status: status ?? 1, kept });
    };
    child.once('close', finish);
    // A process the step left running holds its output pipes open, and 'close' would never come: once the step
    // itself has exited, its output gets ten seconds to drain, then the step is over.
    child.once('exit', (status) => {
      grace = setTimeout(() => {
        child.removeListener('close', finish);
        child.stdout.destroy();
        child.stderr.destroy();
        finish(status);
      }, 10_000);
    });
  });
}

export function ensureInstalled() {
  if (!existsSync('node_modules/.modules.yaml')) pnpm(['install', '--frozen-lockfile']);
}
