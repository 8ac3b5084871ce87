// `npm test`: every check, in the order that fails fastest. Each step is its own
// process; the last line sums them up. `npm test -- api` runs only matching steps.
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm } from './pnpm.mjs';

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
  // One more run when it fails: on a loaded machine Vitest's browser page has been lost mid-run ("Browser
  // connection was closed"), leaving files unrun; a real failure (a play, axe, a pixel diff) fails both runs.
  ['stories in Chromium: plays, axe, screenshots', ['exec', 'vitest', 'run', '--project', 'storybook'], { runs: 2 }],
  ['API tests on SQLite', ['exec', 'vitest', 'run', '--project', 'api-sqlite']],
  ['API tests on PostgreSQL', ['exec', 'vitest', 'run', '--project', 'api-postgres']],
  // Bounded (the script gives up after 150 s): SIGKILL and dropped connections mid-storm.
  ['crash test: money under faults', ['--filter', '@bazaar/server', 'test:crash']],
  ['browser tests in Chromium', ['exec', 'playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, args, { runs = 1 } = {}] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  let status = pnpm(args, { soft: true });
  for (let run = 2; status !== 0 && run <= runs; run++) {
    console.log(`↻ ${name}: run ${run} of ${runs}`);
    status = pnpm(args, { soft: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (${seconds} s)`);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
