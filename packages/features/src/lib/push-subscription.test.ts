import { describe, expect, it } from 'vitest';
import { keyBytes, keyText, pushUnavailable } from './push-subscription';

// A P-256 public key as push/key sends it (65 bytes, base64url without padding).
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

describe('push keys', () => {
  it('turns the base64url key into its 65 bytes and back', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed point
    expect(keyText(bytes.buffer)).toBe(KEY);
  });

  it('reads no key as empty', () => {
    expect(keyText(null)).toBe('');
  });
});

describe('pushUnavailable', () => {
  it('says unsupported where there is no service worker or PushManager (jsdom)', () => {
    expect(pushUnavailable()).toBe('unsupported');
  });
});
