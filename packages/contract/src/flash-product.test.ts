import { describe, expect, it } from 'vitest';
import { flashSessionStatus } from './flash-product';

describe('flashSessionStatus', () => {
  const window = { starts_at: 100, ends_at: 200 };
  it('is upcoming before the start, live from the start, ended at the end', () => {
    expect(flashSessionStatus(window, 99)).toBe('upcoming');
    expect(flashSessionStatus(window, 100)).toBe('live');
    expect(flashSessionStatus(window, 199.9)).toBe('live');
    expect(flashSessionStatus(window, 200)).toBe('ended');
  });
});
