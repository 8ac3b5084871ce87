import { describe, expect, it } from 'vitest';
import { dayInput, statementRange } from './statement-period';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const sec = (date: Date) => date.getTime() / 1000;

describe('statementRange', () => {
  const now = local(2026, 1, 15, 13);
  const none = { from: '', to: '' };

  it('covers this calendar month, its last second included', () => {
    expect(statementRange('thisMonth', now, none)).toEqual({
      from: sec(local(2026, 1, 1)),
      to: sec(local(2026, 2, 1)) - 1,
    });
  });

  it('covers last month, across the turn of the year', () => {
    expect(statementRange('lastMonth', now, none)).toEqual({
      from: sec(local(2025, 12, 1)),
      to: sec(local(2026, 1, 1)) - 1,
    });
  });

  it('covers whole custom days, and waits for both', () => {
    expect(statementRange('custom', now, { from: '2026-01-03', to: '2026-01-03' })).toEqual({
      from: sec(local(2026, 1, 3)),
      to: sec(local(2026, 1, 4)) - 1,
    });
    expect(statementRange('custom', now, { from: '2026-01-03', to: '' })).toBeUndefined();
  });

  it('writes a day the way a date input does', () => {
    expect(dayInput(local(2026, 3, 9, 23))).toBe('2026-03-09');
  });
});
