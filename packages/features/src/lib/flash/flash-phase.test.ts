import { describe, expect, it } from 'vitest';
import { flashPhase } from './flash-phase';

describe('flashPhase', () => {
  const window = { starts_at: 100, ends_at: 200 };
  it('is upcoming before the start, live from it, over at the end', () => {
    expect(flashPhase(window, 99)).toBe('upcoming');
    expect(flashPhase(window, 100)).toBe('live');
    expect(flashPhase(window, 199.9)).toBe('live');
    expect(flashPhase(window, 200)).toBe('ended');
  });
});
