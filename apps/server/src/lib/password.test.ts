import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
