import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { call } from './helpers/api';
import { plainProduct } from './helpers/orders';
import { typeCode } from './helpers/pay-keypad';
import { PUBLISHED, ROOT, fillManifest, freePort, publishAll, startRegistry, waitUntilUp } from './helpers/registry';
import { DEMO_SHOPPER, PAY_CODE, prepareShopper, signIn } from './helpers/shopper';

// Proves a team outside this repo can build a storefront of its own from our packages: publish them to a registry
// of their own (Verdaccio), install the Acme example (examples/acme) from it with plain npm into a clean folder,
// type-check and build it, serve it with its proxy to our API, and sell the demo shopper a product in Chromium.
const ACME_ORANGE = 'rgb(228, 87, 46)';

test.describe.configure({ timeout: 170_000 });

test('Acme, built from the published packages, signs the demo shopper in and sells a product paid with the payment code', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password);
  await prepareShopper(request, token);
  const product = await plainProduct(request);
  const { title } = await call<{ title: string }>(request, `product/detail?id=${product.id}`);

  const dir = mkdtempSync(join(tmpdir(), 'bazaar-acme-'));
  const registry = await startRegistry(dir);
  try {
    await publishAll(registry);
    const app = join(dir, 'acme');
    // The example's files only: not what a local install or build of it left there.
    const local = ['node_modules', 'dist', 'package.json', 'package-lock.json'];
    cpSync(join(ROOT, 'examples/acme'), app, { recursive: true, filter: (src) => !local.includes(basename(src)) });
    const manifest = fillManifest(readFileSync(join(app, 'package.json.template'), 'utf8'));
    expect(manifest).not.toContain('__V_');
    writeFileSync(join(app, 'package.json'), manifest);

    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: app, stdio: 'pipe', encoding: 'utf8' });
    run('npm', [
      'install',
      '--registry',
      registry.url,
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ]);
    // Every package of ours is the tarball the registry holds (same integrity), installed as files, not linked.
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string; integrity?: string; link?: boolean }>;
    };
    for (const { manifest: m } of PUBLISHED) {
      const published = run('npm', ['view', `${m.name}@${m.version}`, 'dist.integrity', '--registry', registry.url]);
      const installed = lock.packages[`node_modules/${m.name}`];
      expect(installed, m.name).toMatchObject({ version: m.version });
      expect(installed?.link, m.name).toBeUndefined();
      expect(installed?.integrity, m.name).toBe(published.trim());
      expect(existsSync(join(app, 'node_modules', m.name, 'dist')), m.name).toBe(true);
    }
    // The example's own build: tsc (our types checked too, skipLibCheck off), then vite build.
    run('npm', ['run', 'build', '--', '--logLevel', 'error']);

    // Served by vite preview, whose proxy passes /acme-api/* on to our server's /api/*.
    const port = await freePort();
    const acme = `http://127.0.0.1:${port}`;
    const preview = spawn(
      process.execPath,
      [join(app, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(port), '--strictPort'],
      { cwd: app, env: { ...process.env, BAZAAR_API_URL: baseURL }, stdio: 'ignore' },
    );
    try {
      await waitUntilUp(acme, 'vite preview');
      const home = page.waitForResponse((r) => r.url().startsWith(`${acme}/acme-api/index/index`) && r.ok());
      await page.goto(acme);
      await home;
      await expect(page.getByRole('link', { name: 'Acme home' })).toHaveText('Acme');
      const tabs = page.getByRole('navigation', { name: 'Acme' });
      await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

      // A guest opening the bag signs in first, on our sign-in screen in Acme's colours.
      await tabs.getByRole('link', { name: 'Bag' }).click();
      await expect(page).toHaveURL(`${acme}/sign-in?path=%2Fbag`);
      const submit = page.getByRole('button', { name: 'Sign in' });
      await expect(submit).toHaveCSS('background-color', ACME_ORANGE);
      await page.locator('#login-account').fill(DEMO_SHOPPER.account);
      await page.locator('#login-password').fill(DEMO_SHOPPER.password);
      await submit.click();
      await expect(page).toHaveURL(`${acme}/bag`);

      await page.goto(`${acme}/p/${product.id}`);
      await page.getByRole('button', { name: 'Add to bag' }).first().click();
      await page.locator('.bz-sku-sheet').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Added to bag')).toBeVisible();
      await page.goto(`${acme}/bag`);
      await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
      await page.getByRole('button', { name: /Checkout/ }).click();
      await expect(page).toHaveURL(/\/checkout\?cart_ids=\d+$/);
      await page.getByRole('button', { name: 'Place order' }).click();

      // Acme's wording on our payment screen; the demo shopper's payment code pays.
      await expect(page).toHaveURL(/\/pay\?pay_sn=\w+$/);
      const pay = page.getByRole('button', { name: 'Pay with Acme Wallet' });
      await expect(pay).toHaveCSS('background-color', ACME_ORANGE);
      await pay.click();
      await typeCode(page, PAY_CODE);
      await expect(page.locator('.bz-payment__result').getByText('Payment successful')).toBeVisible();
      await page.getByRole('button', { name: 'View order' }).click();
      await expect(page).toHaveURL(/\/orders\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByText('To ship').first()).toBeVisible();
      await expect(page.getByText(title).first()).toBeVisible();
      expect(await call<{ status: string }>(request, `order/detail?id=${orderId}`, { token })).toMatchObject({
        status: 'waiting_deliver',
      });

      // Dark mode follows the phone, with Acme's brighter orange; Thai is Acme's other language.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-brand', 'acme');
      await page.goto(`${acme}/orders`);
      await page.getByRole('button', { name: 'ภาษาไทย' }).click();
      await expect(page.getByRole('link', { name: 'หน้าแรกของแอคมี' })).toHaveText('แอคมี');
      const thaiTabs = page.getByRole('navigation', { name: 'แอคมี' });
      await expect(thaiTabs.getByRole('link', { name: 'คำสั่งซื้อ' })).toHaveCSS('color', 'rgb(255, 122, 80)');
    } finally {
      preview.kill();
    }
  } finally {
    registry.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
