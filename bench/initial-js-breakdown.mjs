// What a route's initial JavaScript is made of, by package:
//   node bench/initial-js-breakdown.mjs [route source, default app/routes/home.tsx]
// Builds the shop with hidden source maps into a temporary folder (the same bytes as the shipped
// build, which has no maps), takes the files `pnpm bench` counts for "home initial JS"
// (bench/frontend-size.mjs) and shares each file's gzip bytes among the packages its source map
// names, in proportion to the minified bytes each wrote. gzip does not compress every part alike, so the shares are estimates; the total is
// exact. Prints a table: packages of node_modules by name, our own code by workspace folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { initialFiles } from './frontend-size.mjs';

const routeSource = process.argv[2] ?? 'app/routes/home.tsx';
const out = mkdtempSync(join(tmpdir(), 'bench-initial-js-'));
const build = spawnSync(
  'pnpm',
  [
    'exec',
    'vite',
    'build',
    '--sourcemap',
    'hidden',
    '--manifest',
    '--outDir',
    out,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: 'apps/shop', stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('vite build failed');

/** `react-dom`, `@scope/name`, or our own `packages/features`, `apps/shop` for a source map's source. */
function owner(source) {
  const inModules = source.split('node_modules/').pop();
  if (inModules !== source) {
    const [first, second] = inModules.split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const ours = source.match(/(packages|apps)\/[\w-]+/);
  return ours ? ours[0] : source.replace(/^(\.\.\/)+/, '');
}

const shares = new Map();
let total = 0;
for (const file of initialFiles(out, routeSource)) {
  const code = readFileSync(join(out, file), 'utf8');
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  total += gzipBytes;
  const lines = code.split('\n');
  const written = new Map();
  let previous;
  // Each mapping owns the minified bytes up to the next mapping on its line.
  const close = (next) => {
    if (!previous) return;
    const end =
      next && next.generatedLine === previous.generatedLine
        ? next.generatedColumn
        : lines[previous.generatedLine - 1].length;
    const key = owner(previous.source ?? '(unmapped)');
    written.set(key, (written.get(key) ?? 0) + end - previous.generatedColumn);
  };
  new SourceMapConsumer(JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'))).eachMapping((mapping) => {
    close(mapping);
    previous = mapping;
  });
  close(undefined);
  const mapped = [...written.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [key, bytes] of written) shares.set(key, (shares.get(key) ?? 0) + (gzipBytes * bytes) / mapped);
}
rmSync(out, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Initial JavaScript of ${routeSource}: ${kb(total)} gzip\n`);
console.log('| package | gzip (estimated share) |\n|---|---|');
for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1]))
  if (bytes >= 51.2) console.log(`| ${key} | ${kb(bytes)} |`);
