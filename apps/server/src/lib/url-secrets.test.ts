import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './url-secrets';

describe('withoutSecrets', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(withoutSecrets('/?token=abc123&lang=en')).toBe('/?token=[redacted]&lang=en');
    expect(withoutSecrets('/detail/5?x=1&TOKEN=abc#top')).toBe('/detail/5?x=1&TOKEN=[redacted]#top');
    expect(withoutSecrets('/api/x?paypwd=123456')).toBe('/api/x?paypwd=[redacted]');
    expect(withoutSecrets('/api/product/detail?id=12')).toBe('/api/product/detail?id=12');
    expect(withoutSecrets('/api/x?mytoken=1')).toBe('/api/x?mytoken=1');
  });
});
