// Lighthouse of the shop pages (mobile defaults: Moto G-class emulation, simulated slow 4G and
// 4x CPU slowdown), each run `runs` times in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium); the median score, CLS and TBT of the runs count. Used by `pnpm bench`
// against the production server with demo data; alone: `node bench/lighthouse.mjs <base URL>`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_GOALS = { score: 95, cls: 0.02, tbtMs: 50 };

/** The median of the finite values (NaN when there are none). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Starts headless Chromium with a DevTools port; Lighthouse drives it through that port. */
async function launchChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    async close() {
      chrome.kill('SIGTERM');
      await new Promise((r) => (chrome.exitCode === null ? chrome.once('exit', r) : r()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The shop pages Lighthouse measures: home, a product's detail, the shop street and the filter (me) tab. */
export async function lighthousePages(base) {
  const hot = await fetch(`${base}/api/index/hot_product?limit=1`).then((r) => r.json());
  const product = hot.data?.data?.[0]?.id;
  return { home: '/home', detail: `/detail/${product}`, shopStreet: '/shopStreet', filter: '/filter' };
}

/** Runs Lighthouse `runs` times on each page; answers the medians and every run's numbers. */
export async function runLighthouse(base, { runs = 5, port = 9222 + Math.floor(Math.random() * 500) } = {}) {
  const pages = await lighthousePages(base);
  const chrome = await launchChromium(port);
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const each = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          `${base}${path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          undefined,
        );
        const { categories, audits, runtimeError } = result?.lhr ?? {};
        const value = (id) => audits?.[id]?.numericValue;
        // A run Lighthouse could not finish (a timeout on a busy machine) counts as score 0, with its reason.
        each.push({
          score: Math.round((categories?.performance.score ?? 0) * 100),
          cls: value('cumulative-layout-shift') ?? NaN,
          tbtMs: Math.round(value('total-blocking-time') ?? NaN),
          fcpMs: Math.round(value('first-contentful-paint') ?? NaN),
          lcpMs: Math.round(value('largest-contentful-paint') ?? NaN),
          siMs: Math.round(value('speed-index') ?? NaN),
          ...(runtimeError ? { error: runtimeError.code } : {}),
        });
      }
      const pick = (key) => median(each.map((r) => r[key]));
      results[name] = {
        path,
        score: pick('score'),
        cls: Number(pick('cls').toFixed(3)),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        siMs: pick('siMs'),
        runs: each,
      };
    }
  } finally {
    await chrome.close();
  }
  return results;
}

/** Adds one target row per page: score ≥ 95 with CLS ≤ 0.02 and TBT ≤ 50 ms. */
export function lighthouseTargets(results, target) {
  const { score, cls, tbtMs } = LIGHTHOUSE_GOALS;
  for (const [name, r] of Object.entries(results ?? {})) {
    target(
      `Lighthouse ${r.path.replace(/\/\d+$/, '/…')}`,
      String(r.score),
      `≥ ${score}, CLS ≤ ${cls}, TBT ≤ ${tbtMs} ms`,
      r.score >= score && r.cls <= cls && r.tbtMs <= tbtMs,
      `CLS ${r.cls}, TBT ${r.tbtMs} ms, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms (median of ${r.runs.length}; ${name})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const runs = Number(process.argv[3] ?? 5);
  const results = await runLighthouse(base, { runs });
  const rows = [];
  lighthouseTargets(results, (name, measured, goal, pass, detail) => rows.push({ name, measured, goal, pass, detail }));
  for (const r of rows)
    console.log(`| ${r.name} | ${r.measured} | ${r.goal} | ${r.pass ? 'pass' : 'FAIL'} | ${r.detail} |`);
  if (process.env.LH_RUNS_JSON) console.log(JSON.stringify(results, null, 2));
}
