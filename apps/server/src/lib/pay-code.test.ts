import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from './password';
import { KEY_FILE_NAME, openPayCodes, PayCodes } from './pay-code';

const A = 'a'.repeat(16) + 'secret-number-one';
const B = 'b'.repeat(16) + 'secret-number-two';
const codes = (...secrets: string[]) => new PayCodes(secrets.map((secret) => ({ secret, source: 'test' })));

describe('payment-code hashes', () => {
  it('verify the right code only, with a fresh salt each time', async () => {
    const keys = codes(A);
    const stored = keys.hash('123456');
    expect(stored).toMatch(/^hmac-sha256\$[\w-]{12}\$[\w-]{22}\$[\w-]{43}$/);
    expect(keys.hash('123456')).not.toBe(stored);
    expect(await keys.verify('123456', stored)).toEqual({ right: true });
    expect(await keys.verify('123457', stored)).toEqual({ right: false });
    expect(await keys.verify('', stored)).toEqual({ right: false });
  });

  it('are useless under another secret: the database alone reveals nothing', async () => {
    const stored = codes(A).hash('123456');
    // A key not configured is an error of the deployment, not a wrong code.
    await expect(codes(B).verify('123456', stored)).rejects.toThrow(/does not have/);
  });

  it('rotate: a code under the previous key still verifies and is re-hashed under the current one', async () => {
    const old = codes(A).hash('123456');
    const rotated = codes(B, A);
    const check = await rotated.verify('123456', old);
    expect(check.right).toBe(true);
    expect(check.upgrade).toMatch(/^hmac-sha256\$/);
    expect(check.upgrade!.split('$')[1]).toBe(rotated.keyIds()[0]);
    expect(await codes(B).verify('123456', check.upgrade!)).toEqual({ right: true });
    expect(await rotated.verify('654321', old)).toEqual({ right: false });
  });

  it('upgrade a legacy scrypt hash at the right code, not at a wrong one', async () => {
    const legacy = await hashPassword('135790');
    const keys = codes(A);
    expect(await keys.verify('000000', legacy)).toEqual({ right: false });
    const check = await keys.verify('135790', legacy);
    expect(check.right).toBe(true);
    expect(await keys.verify('135790', check.upgrade!)).toEqual({ right: true });
  });

  it('refuse short secrets and unknown formats', async () => {
    expect(() => codes('short')).toThrow(/at least 32/);
    await expect(codes(A).verify('123456', 'md5$abc')).rejects.toThrow(/format/);
  });
});

describe('payment-code keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-code-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without PAY_CODE_SECRET: a key file made at first start, mode 0600, the same at the next start', async () => {
    const dir = tempDir();
    const first = openPayCodes({ previous: [] }, dir);
    const file = path.join(dir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual([KEY_FILE_NAME]);
    const stored = first.hash('123456');
    expect(await openPayCodes({ previous: [] }, dir).verify('123456', stored)).toEqual({ right: true });
  });

  it('refuse a key file others can read', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, KEY_FILE_NAME), `${A}\n`, { mode: 0o644 });
    fs.chmodSync(path.join(dir, KEY_FILE_NAME), 0o644);
    expect(() => openPayCodes({ previous: [] }, dir)).toThrow(/chmod 600/);
  });

  it('with PAY_CODE_SECRET: no key file made; an existing one and PAY_CODE_SECRET_PREVIOUS stay accepted', async () => {
    const dir = tempDir();
    expect(openPayCodes({ secret: A, previous: [] }, dir).keyIds()).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);

    const fromFile = openPayCodes({ previous: [] }, dir);
    const underFile = fromFile.hash('111111');
    const underB = codes(B).hash('222222');
    const moved = openPayCodes({ secret: A, previous: [B] }, dir);
    expect(moved.keyIds()[0]).toBe(codes(A).keyIds()[0]);
    expect((await moved.verify('111111', underFile)).upgrade).toBeDefined();
    expect((await moved.verify('222222', underB)).right).toBe(true);
  });
});
