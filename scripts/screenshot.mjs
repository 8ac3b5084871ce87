// Screenshots of a running shop at phone size (390×844) in headless Chromium,
// for looking at screens as a shopper would and for the README.
// Usage: node scripts/screenshot.mjs [baseURL] [outDir] [path…] [--lang=en,zh-cn,…] [--login]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=')),
);
const [base = 'http://127.0.0.1:3000', out = '/tmp/shots', ...routes] = args;
const langs = (flags.lang ?? 'en').split(',');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const lang of langs) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'Local_Lang', value: lang, url: base }]);
  if ('login' in flags) {
    const res = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'demo@bazaar.test', password: 'demo1234' }),
    }).then((r) => r.json());
    await context.addCookies([{ name: 'Admin-Token', value: res.data.userinfo.token, url: base }]);
  }
  const page = await context.newPage();
  for (const route of routes.length ? routes : ['/home']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const file = `${out}/${lang}${route.replaceAll('/', '_')}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();
}
await browser.close();
