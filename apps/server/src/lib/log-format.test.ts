import { describe, expect, it } from 'vitest';
import { isPretty } from './log-format';

describe('the log format', () => {
  it('is pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(isPretty(undefined, true)).toBe(true);
    expect(isPretty(undefined, false)).toBe(false);
    expect(isPretty('json', true)).toBe(false);
    expect(isPretty('pretty', false)).toBe(true);
  });
});
