import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { verifyPassword } from './password';

/**
 * Payment codes are 6 digits: a million values, so no hash however slow keeps one from an offline
 * search of a stolen database. They are stored as HMAC-SHA-256 under a secret that is not in the
 * database (`PAY_CODE_SECRET`, or the key file DATA_DIR/pay-code.key): the database alone then
 * reveals nothing, and a check costs microseconds. Guessing online is stopped by the payment lock.
 *
 * Stored form: `hmac-sha256$<key id>$<salt>$<mac>` (base64url), the mac over salt and code. The
 * key id is derived from the secret, so rotating needs no numbering: the new secret becomes the
 * current one, the old ones stay accepted as previous ones, and a right code hashed under a
 * previous key (or a legacy `scrypt$…` hash) is re-hashed under the current one.
 */
const SCHEME = 'hmac-sha256';
const SALT_BYTES = 16;
/** Secrets are random keys, not passphrases: shorter ones are refused at start. */
export const MIN_SECRET_LENGTH = 32;
export const KEY_FILE_NAME = 'pay-code.key';

interface Key {
  id: string;
  secret: Buffer;
  /** Keys the hashes of request bodies, which may hold a code (lib/token.ts hashBody). */
  bodyKey: Buffer;
}

function keyOf(secret: string, source: string): Key {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${source}: a payment-code secret must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const bytes = Buffer.from(secret, 'utf8');
  // An id that names the key without helping to find it (a keyed hash of a constant).
  const id = createHmac('sha256', bytes).update('bazaar pay-code key id').digest().subarray(0, 9).toString('base64url');
  const bodyKey = createHmac('sha256', bytes).update('bazaar request body key').digest();
  return { id, secret: bytes, bodyKey };
}

function mac(key: Key, salt: Buffer, code: string): Buffer {
  return createHmac('sha256', key.secret).update(salt).update(code, 'utf8').digest();
}

export interface PayCodeCheck {
  right: boolean;
  /** A right code stored under a previous key or as scrypt: the hash to store instead. */
  upgrade?: string;
}

export class PayCodes {
  private readonly current: Key;
  private readonly byId: Map<string, Key>;
  /** The keys of request-body hashes: the current key's, then the previous ones' (still matched). */
  readonly bodyKeys: [Buffer, ...Buffer[]];

  /** `secrets[0]` hashes new codes; every one of them verifies. */
  constructor(secrets: { secret: string; source: string }[]) {
    const keys = secrets.map((s) => keyOf(s.secret, s.source));
    if (!keys[0]) throw new Error('no payment-code secret');
    this.current = keys[0];
    this.byId = new Map(keys.map((k) => [k.id, k]));
    this.bodyKeys = [this.current.bodyKey, ...keys.slice(1).map((k) => k.bodyKey)];
  }

  /** The current key's id, then the previous ones' (for the log at start). */
  keyIds(): string[] {
    return [...this.byId.keys()];
  }

  hash(code: string): string {
    const salt = randomBytes(SALT_BYTES);
    return [
      SCHEME,
      this.current.id,
      salt.toString('base64url'),
      mac(this.current, salt, code).toString('base64url'),
    ].join('$');
  }

  /**
   * Checks `code` against a stored hash, in constant time for the HMAC. A hash under a key this
   * instance does not have is a configuration error (instances not sharing the secret, or a
   * previous secret dropped too early): it throws rather than counting as a wrong code.
   */
  async verify(code: string, stored: string): Promise<PayCodeCheck> {
    if (stored.startsWith('scrypt$')) {
      const right = await verifyPassword(code, stored);
      return right ? { right, upgrade: this.hash(code) } : { right };
    }
    const parts = stored.split('$');
    if (parts.length !== 4 || parts[0] !== SCHEME) throw new Error('unknown payment-code hash format');
    const key = this.byId.get(parts[1]!);
    if (!key) throw new Error(`payment code hashed under key ${parts[1]}, which this instance does not have`);
    const want = Buffer.from(parts[3]!, 'base64url');
    const got = mac(key, Buffer.from(parts[2]!, 'base64url'), code);
    const right = got.length === want.length && timingSafeEqual(got, want);
    return right && key !== this.current ? { right, upgrade: this.hash(code) } : { right };
  }
}

export interface PayCodeSecretConfig {
  /** PAY_CODE_SECRET: hashes new codes; when unset the key file's first line does. */
  secret?: string;
  /** PAY_CODE_SECRET_PREVIOUS (comma-separated): still verified, upgraded at the next right code. */
  previous: string[];
}

const secretLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Creates the key file once, atomically: written in full under a temporary name with mode 0600,
 * then linked into place, so instances starting together on one DATA_DIR all read the same key.
 */
function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temp);
  }
}

/**
 * The payment-code keys of an instance: PAY_CODE_SECRET (and PAY_CODE_SECRET_PREVIOUS) when set;
 * otherwise the key file in DATA_DIR, created at first start (mode 0600; one secret a line, the
 * first current). An existing key file's secrets stay accepted after PAY_CODE_SECRET is set, so
 * moving from the file to the environment keeps every code working.
 */
export function openPayCodes(config: PayCodeSecretConfig, dataDir: string): PayCodes {
  const file = path.join(dataDir, KEY_FILE_NAME);
  if (!config.secret && !fs.existsSync(file)) createKeyFile(file);
  const fromFile: string[] = [];
  if (fs.existsSync(file)) {
    const mode = fs.statSync(file).mode & 0o077;
    if (mode !== 0 && process.platform !== 'win32') {
      throw new Error(`${file} is readable by others: chmod 600 it (it keeps payment codes secret)`);
    }
    fromFile.push(...secretLines(fs.readFileSync(file, 'utf8')));
  }
  const secrets = [
    ...(config.secret ? [{ secret: config.secret, source: 'PAY_CODE_SECRET' }] : []),
    ...fromFile.map((secret) => ({ secret, source: file })),
    ...config.previous.map((secret) => ({ secret, source: 'PAY_CODE_SECRET_PREVIOUS' })),
  ];
  if (secrets.length === 0) throw new Error(`no payment-code secret: set PAY_CODE_SECRET or put one in ${file}`);
  return new PayCodes(secrets);
}
