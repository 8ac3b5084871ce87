import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Keyed hash of a request body for the duplicate and idempotency checks (key order does not
 * matter). Keyed, because bodies carry payment codes (`paypwd`): a plain hash stored beside the
 * order would give a stolen database the code in a million tries (see lib/pay-code.ts).
 */
export function hashBody(body: unknown, key: Buffer): string {
  return createHmac('sha256', key)
    .update(stableStringify(body ?? null))
    .digest('hex');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
