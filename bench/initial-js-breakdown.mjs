// What a route's initial JavaScript is made of, by package, and how much of it the page runs:
//   node bench/initial-js-breakdown.mjs [route source, default app/routes/home.tsx] [--coverage <page URL>]
// Builds the shop with hidden source maps into a temporary folder (the same bytes and file names as the
// shipped build, which has no maps), takes the files `pnpm bench` counts for "home initial JS"
// (bench/frontend-size.mjs) and shares each file's gzip bytes among the packages its source map names, in
// proportion to the minified bytes each wrote. gzip does not compress every part alike, so the shares are
// estimates; the total is exact. Prints a table: packages of node_modules by name, our own code by
// workspace folder.
//
// With --coverage, the page at the URL (a server serving the same build: `pnpm build`, then the server
// with SHOP_DIST=apps/shop/dist) is opened in Chromium at 390×844 and left until its network is idle and
// 4 s more, and each share is split by V8's block coverage into what ran and what did not: what the first
// screen could do without, and what it cannot.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { initialFiles } from './frontend-size.mjs';

const args = process.argv.slice(2);
const coverageAt = args.indexOf('--coverage');
const pageUrl = coverageAt >= 0 ? args.splice(coverageAt, 2)[1] : undefined;
if (coverageAt >= 0 && !pageUrl) throw new Error('--coverage needs the URL of a page');
const routeSource = args[0] ?? 'app/routes/home.tsx';

const out = mkdtempSync(join(tmpdir(), 'bench-initial-js-'));
const build = spawnSync(
  'pnpm',
  ['exec', 'vite', 'build', '--sourcemap', 'hidden', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
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

/** V8's block coverage of the page's scripts: file name → how often each character ran (innermost range wins). */
async function coverageOf(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    const counts = new Map();
    for (const script of await page.coverage.stopJSCoverage()) {
      const ran = new Uint32Array(script.source?.length ?? 0);
      const ranges = script.functions.flatMap((f) => f.ranges);
      ranges.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
      for (const range of ranges) ran.fill(range.count, range.startOffset, range.endOffset);
      counts.set(new URL(script.url).pathname.slice(1), ran);
    }
    return counts;
  } finally {
    await browser.close();
  }
}

const coverage = pageUrl ? await coverageOf(pageUrl) : undefined;
const shares = new Map(); // owner → { all, ran } gzip bytes
let total = 0;
for (const file of initialFiles(out, routeSource)) {
  const code = readFileSync(join(out, file), 'utf8');
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  total += gzipBytes;
  const ran = coverage?.get(file);
  if (coverage && !ran) throw new Error(`${pageUrl} did not load ${file}: does its server serve this build?`);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const written = new Map();
  let previous;
  // Each mapping owns the minified bytes up to the next mapping on its line.
  const close = (next) => {
    if (!previous) return;
    const start = lineStarts[previous.generatedLine - 1] + previous.generatedColumn;
    const end =
      next && next.generatedLine === previous.generatedLine
        ? lineStarts[next.generatedLine - 1] + next.generatedColumn
        : (lineStarts[previous.generatedLine] ?? code.length + 1) - 1;
    let ranBytes = 0;
    if (ran) for (let i = start; i < end; i++) if (ran[i] > 0) ranBytes++;
    const key = owner(previous.source ?? '(unmapped)');
    const w = written.get(key) ?? { all: 0, ran: 0 };
    written.set(key, { all: w.all + end - start, ran: w.ran + ranBytes });
  };
  new SourceMapConsumer(JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'))).eachMapping((mapping) => {
    close(mapping);
    previous = mapping;
  });
  close(undefined);
  const mapped = [...written.values()].reduce((sum, w) => sum + w.all, 0) || 1;
  for (const [key, w] of written) {
    const s = shares.get(key) ?? { all: 0, ran: 0 };
    shares.set(key, { all: s.all + (gzipBytes * w.all) / mapped, ran: s.ran + (gzipBytes * w.ran) / mapped });
  }
}
rmSync(out, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Initial JavaScript of ${routeSource}: ${kb(total)} gzip\n`);
if (!coverage) {
  console.log('| package | gzip (estimated share) |\n|---|---|');
  for (const [key, s] of [...shares].sort((a, b) => b[1].all - a[1].all))
    if (s.all >= 51.2) console.log(`| ${key} | ${kb(s.all)} |`);
} else {
  console.log(`| package | gzip (estimated share) | ran on ${pageUrl} | did not run |\n|---|---|---|---|`);
  const sums = { ours: { all: 0, ran: 0 }, theirs: { all: 0, ran: 0 } };
  for (const [key, s] of [...shares].sort((a, b) => b[1].all - a[1].all)) {
    const sum = sums[/^(packages|apps)\//.test(key) ? 'ours' : 'theirs'];
    sum.all += s.all;
    sum.ran += s.ran;
    if (s.all >= 51.2) console.log(`| ${key} | ${kb(s.all)} | ${kb(s.ran)} | ${kb(s.all - s.ran)} |`);
  }
  for (const [name, s] of [
    ['our own code', sums.ours],
    ['packages of node_modules', sums.theirs],
  ])
    console.log(`| **${name}** | ${kb(s.all)} | ${kb(s.ran)} | ${kb(s.all - s.ran)} |`);
}
