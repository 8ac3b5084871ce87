import { describe, expect, it } from 'vitest';
import { addDays, isoDate, isoMonth, startOfZonedDay, zonedDate, zonedMidnight } from './time-zone';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('time-zone', () => {
  it('finds a zone’s midnight, east and west of UTC', () => {
    expect(zonedMidnight('Asia/Bangkok', { year: 2026, month: 11, day: 24 })).toBe(utc('2026-11-23T17:00:00Z'));
    expect(zonedMidnight('America/Los_Angeles', { year: 2026, month: 11, day: 24 })).toBe(utc('2026-11-24T08:00:00Z'));
    expect(zonedMidnight('UTC', { year: 2026, month: 1, day: 1 })).toBe(utc('2026-01-01T00:00:00Z'));
  });

  it('gives daylight-saving days their 23 and 25 hours', () => {
    const day = (d: number, m: number) => zonedMidnight('America/New_York', { year: 2026, month: m, day: d });
    expect(day(9, 3) - day(8, 3)).toBe(23 * 3600);
    expect(day(2, 11) - day(1, 11)).toBe(25 * 3600);
  });

  it('reads the calendar date of an instant in the zone', () => {
    // 17:30 UTC is already the next day in Bangkok.
    expect(isoDate(zonedDate('Asia/Bangkok', utc('2026-11-24T17:30:00Z')))).toBe('2026-11-25');
    expect(isoDate(zonedDate('UTC', utc('2026-11-24T17:30:00Z')))).toBe('2026-11-24');
    expect(startOfZonedDay('Asia/Bangkok', utc('2026-11-24T17:30:00Z'))).toBe(utc('2026-11-24T17:00:00Z'));
  });

  it('steps days and months across their ends', () => {
    expect(isoDate(addDays({ year: 2026, month: 3, day: 1 }, -1))).toBe('2026-02-28');
    expect(isoDate(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(zonedMidnight('UTC', { year: 2026, month: 0, day: 1 })).toBe(utc('2025-12-01T00:00:00Z'));
    expect(isoMonth({ year: 2026, month: 3 })).toBe('2026-03');
  });
});
