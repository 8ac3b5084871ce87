import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeTronGrid } from '../apps/server/test/helpers/chain/fake-trongrid';
import { TRON_XPUB } from '../apps/server/test/helpers/chain/test-wallet';
import { call } from './helpers/api';
import { DATA_DIR } from './helpers/data-dir';
import { adminToken } from './helpers/operator';
import { openAs } from './helpers/shop-session';
import { newShopper } from './helpers/shopper';

// The shop's side of on-chain top-ups: the shopper's own deposit address on /walletTopUp
// (text and QR code), stable across reloads, and a deposit the watcher has seen with its progress.
// The deposit is written to the database as a watcher round leaves it (the chain tests drive real rounds).

interface OwnAddress {
  network_id: number;
  network: string;
  currency: string;
  address: string;
  min_amount: string;
  confirmations: number;
}

/**
 * The dark modules qrcode.react draws for `value` with the address card's settings: equal to the
 * page's only if its QR code encodes exactly that value.
 */
function qrModules(value: string): string {
  const fromDesignSystem = createRequire(join(process.cwd(), 'packages/design-system/package.json'));
  const { createElement } = fromDesignSystem('react') as {
    createElement(type: unknown, props: Record<string, unknown>): unknown;
  };
  const { renderToStaticMarkup } = fromDesignSystem('react-dom/server') as {
    renderToStaticMarkup(element: unknown): string;
  };
  const { QRCodeSVG } = fromDesignSystem('qrcode.react') as { QRCodeSVG: unknown };
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 160, level: 'M', marginSize: 2 }));
  return /<path fill="#000000" d="([^"]+)"/.exec(svg)![1]!;
}

/** A transfer to `address` seen in block `block`, and the network's head as the watcher's last round kept it. */
function seenDeposit(networkId: number, address: string, txHash: string, block: number, head: number, cents: number) {
  const fromServer = createRequire(join(process.cwd(), 'apps/server/package.json'));
  const Database = fromServer('better-sqlite3') as new (file: string) => {
    prepare(sql: string): { run(...values: unknown[]): unknown };
    close(): void;
  };
  const db = new Database(join(DATA_DIR, 'bazaar.sqlite'));
  const now = Math.floor(Date.now() / 1000);
  db.prepare(
    `insert into chain_deposits (network_id, user_id, tx_hash, log_index, block_number, block_hash, from_address,
       to_address, amount_units, decimals, amount, remainder_units, status, createtime, updatetime)
     select ?, user_id, ?, 0, ?, '', 'TSenderE2E', address, ?, 6, ?, '0', 'seen', ?, ?
     from deposit_addresses where network_id = ? and address = ?`,
  ).run(networkId, txHash, block, String(cents * 10_000), cents, now, now, networkId, address);
  db.prepare(
    `insert into chain_cursors (network_id, position, head, updatetime) values (?, '0', ?, ?)
     on conflict (network_id) do update set head = excluded.head, updatetime = excluded.updatetime`,
  ).run(networkId, head, now);
  db.close();
}

test('on-chain top-up: the shopper’s own address and QR code, and a deposit’s confirmations', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await newShopper(request, 'chain-top-up');
  const networks = await call<Array<{ id: number; name: string; address: string }>>(request, 'user/getBlockchain', {
    token,
  });
  const trc20 = networks.find((n) => n.name === 'TRC20')!;
  const own = await call<OwnAddress>(request, `user/deposit_address?network_id=${trc20.id}`, { token });
  expect(own.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  expect(own.address).not.toBe(trc20.address);

  await openAs(page, baseURL!, token, '/walletTopUp');
  const chooseTrc20 = async () => {
    await page.getByRole('radio', { name: /TRC20/ }).click();
    await expect(page.locator('.bz-deposit-address__text')).toHaveText(own.address);
  };
  await chooseTrc20();
  const qr = page.getByRole('img', { name: 'QR code of the deposit address' });
  await expect(qr).toBeVisible();
  const modules = await qr.locator('path[fill="#000000"]').getAttribute('d');
  expect(modules).toBe(qrModules(own.address));
  expect(modules).not.toBe(qrModules(trc20.address));
  const facts = page.locator('.bz-deposit-address-card__fact');
  await expect(facts.nth(0)).toHaveText(`Minimum deposit${own.min_amount} ${own.currency}`);
  await expect(facts.nth(1)).toHaveText(`Confirmations needed${own.confirmations}`);
  await expect(page.getByText('No deposits seen yet.', { exact: false })).toBeVisible();
  // The manual form stays, for a deposit sent elsewhere.
  await expect(page.getByText('Sent to another address?')).toBeVisible();
  await expect(page.getByLabel('Paying address')).toBeVisible();

  // The watcher saw a transfer 5 blocks deep.
  const txHash = `0x${Date.now().toString(16).padStart(12, '0')}${'ab'.repeat(26)}`;
  seenDeposit(trc20.id, own.address, txHash, 70_000_000, 70_000_004, 25_00);
  const listed = await call<{ data: Array<{ tx_hash: string; confirmations: number; status: string }> }>(
    request,
    `user/chain_deposits?network_id=${trc20.id}`,
    { token },
  );
  expect(listed.data).toEqual([expect.objectContaining({ tx_hash: txHash, status: 'seen', confirmations: 5 })]);

  await page.reload();
  await chooseTrc20();
  const row = page.locator(`.bz-chain-deposits__item[data-tx="${txHash}"]`);
  await expect(row).toContainText(`USDT · ${txHash.slice(0, 6)}…${txHash.slice(-4)}`);
  await expect(row).toContainText('25.00');
  await expect(row).toContainText('Confirming');
  const progress = `5 of ${own.confirmations}`;
  await expect(row).toContainText(progress);
  await expect(row.getByRole('progressbar', { name: progress })).toHaveAttribute('aria-valuenow', '5');
  // Another shopper sees their own, different address and none of these deposits.
  const other = await newShopper(request, 'chain-top-up-other');
  const theirs = await call<OwnAddress>(request, `user/deposit_address?network_id=${trc20.id}`, { token: other });
  expect(theirs.address).not.toBe(own.address);
  const theirDeposits = await call<{ total: number }>(request, `user/chain_deposits?network_id=${trc20.id}`, {
    token: other,
  });
  expect(theirDeposits.total).toBe(0);
});

test('on-chain top-up: a transfer to the own address is credited by the watcher, with no operator', async ({
  page,
  request,
  baseURL,
}) => {
  // A TRON network of the operator's own wallet, read by its watcher from a local TronGrid-style API
  // (the server polls every CHAIN_WATCH_MS, set short in playwright.config.ts); hidden and unwatched
  // afterwards. The demo TRC20 network is never watched: its key is of a public test mnemonic.
  const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const NAME = 'TRC20 (own wallet)';
  const grid = await startFakeTronGrid(TOKEN);
  const admin = await adminToken(request);
  const network = {
    name: NAME,
    currency: 'USDT',
    address: 'TXk7mR3pQ9vWd2LhN5sBcY8eJfGu4aZt6E',
    min_amount: '10.00',
    address_format: 'tron',
    xpub: TRON_XPUB,
    confirmations: 19,
    rpc_url: grid.url,
    token_contract: TOKEN,
  };
  const saved = await call<{ id: number }>(request, 'admin/network/save', { token: admin, json: network });
  try {
    const token = await newShopper(request, 'chain-credit');
    const own = await call<OwnAddress>(request, `user/deposit_address?network_id=${saved.id}`, { token });
    await openAs(page, baseURL!, token, '/topUp');
    await expect(page.locator('.bz-balance-card')).toContainText('$0.00');

    // 25.5 USDT arrives and gets its confirmations; nobody audits anything.
    const txId = grid.transfer('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', own.address, 25_500_000n);
    grid.mine(network.confirmations);
    await expect(async () => {
      await page.reload();
      await expect(page.locator('.bz-balance-card')).toContainText('$25.50', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // The shopper's deposit list shows it credited, and their top-up records show it passed.
    await page.goto('/walletTopUp');
    await page.getByRole('radio', { name: NAME }).click();
    const row = page.locator(`.bz-chain-deposits__item[data-tx="${txId}"]`);
    await expect(row).toContainText('Credited');
    await expect(row).toContainText('25.50');
    const records = await call<{ data: Array<{ type: string; status: string; amount: string }> }>(
      request,
      'user/recharge_log',
      { token },
    );
    expect(records.data).toEqual([expect.objectContaining({ type: 'chain', status: 'passed', amount: '25.50' })]);
  } finally {
    await call(request, 'admin/network/save', {
      token: admin,
      json: { ...network, id: saved.id, rpc_url: '', token_contract: '', status: 'hidden' },
    });
    await grid.close();
  }
});
