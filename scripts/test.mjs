// `npm test`: every check, in the order that fails fastest. Each step is its own
// process; the last line sums them up. `npm test -- api` runs only matching steps.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpmKeeping } from './pnpm.mjs';

ensureInstalled();
if (!existsSync('/usr/bin/chromium')) {
  console.error("Browser tests need Debian's Chromium at /usr/bin/chromium: apt-get install -y chromium");
  process.exit(1);
}

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  [
    'unit and story tests',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'stories',
      '--project',
      'server-unit',
      '--project',
      'lint',
    ],
  ],
  // Every story in Chromium: renders, runs its play function, passes axe (serious/critical), and matches
  // its committed screenshots at 390 px in light, dark and ocean (a missing baseline fails; nothing is written
  // but the -actual/-diff PNGs of a mismatch, under .vitest-attachments/).
  // When it fails, the files that did not pass run once more (not all of them: a whole run is ten minutes): on a
  // loaded machine Vitest's browser page has been lost mid-run ("Browser connection was closed"), leaving files
  // unrun; a real failure (a play, axe, a pixel diff) fails both runs.
  [
    'stories in Chromium: plays, axe, screenshots',
    ['exec', 'vitest', 'run', '--project', 'storybook'],
    { rerunFiles: { all: storyFiles, passed: /^\s*✓\s+storybook \(chromium\)\s+(\S+\.stories\.tsx?)\s/ } },
  ],
  ['API tests on SQLite', ['exec', 'vitest', 'run', '--project', 'api-sqlite']],
  ['API tests on PostgreSQL', ['exec', 'vitest', 'run', '--project', 'api-postgres']],
  // Bounded (the script gives up after 240 s): SIGKILL and dropped connections mid-storm.
  ['crash test: money under faults', ['--filter', '@bazaar/server', 'test:crash']],
  ['browser tests in Chromium', ['exec', 'playwright', 'test']],
];

// Every stories file Storybook reads (.storybook/main.ts: `packages/*/src/**/*.stories.@(ts|tsx)`).
function storyFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.stories\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  for (const pkg of readdirSync('packages'))
    if (existsSync(join('packages', pkg, 'src'))) walk(join('packages', pkg, 'src'));
  return found;
}

// What a failure prints (Vitest, Playwright, tsc, ESLint, the crash test's ✗ lines), read again at the very end:
// CI keeps only the tail of a long log, and the tail should say which test failed and why.
const FAILURE_LINE = /\b(FAIL|FAILED|Error|error|failed|Timeout|timed out)\b|✘|✗|×|AssertionError|Expected|Received/;
const PASSED_LINE = /^\s*(✓|√|✔)/;
// A server's JSON log line (pino) is not a test's verdict: the crash test's servers log the faults it plants.
const SERVER_LOG_LINE = /^\s*\{"level":/;
const DIGEST_LINES = 40;
const DIGEST_LINE_CHARS = 400;

const only = process.argv.slice(2);
let passed = 0;
const failures = [];
for (const [name, args, { rerunFiles } = {}] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const passedFiles = new Set();
  const run = (runArgs) =>
    pnpmKeeping(runArgs, (line) => {
      const passedFile = rerunFiles?.passed.exec(line)?.[1];
      if (passedFile) passedFiles.add(passedFile);
      return FAILURE_LINE.test(line) && !PASSED_LINE.test(line) && !SERVER_LOG_LINE.test(line);
    });
  let result = await run(args);
  const unpassed = rerunFiles && result.status !== 0 ? rerunFiles.all().filter((f) => !passedFiles.has(f)) : [];
  if (unpassed.length) {
    console.log(`↻ ${name}: once more, the ${unpassed.length} files that did not pass`);
    failures.push({ name: `${name} (first run)`, lines: result.kept });
    result = await run([...args, ...unpassed]);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failures.push({ name, lines: result.kept, final: true });
    console.log(`✘ ${name} failed (${seconds} s)`);
  }
}
for (const { name, lines } of failures) {
  console.log(`\n── what ${name} printed of its failure (last ${DIGEST_LINES} such lines) ──`);
  for (const line of [...new Set(lines)].slice(-DIGEST_LINES)) console.log(line.slice(0, DIGEST_LINE_CHARS));
}
const failed = failures.filter((f) => f.final).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
