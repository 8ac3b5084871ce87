import { describe, expect, it } from 'vitest';
import { secondsLeft, splitTime, spokenTimeLeft } from './countdown-time';

describe('countdown time', () => {
  it('counts whole seconds and stops at zero', () => {
    expect(secondsLeft(100, 40.5)).toBe(59);
    expect(secondsLeft(100, 130)).toBe(0);
  });

  it('splits into hours past a day, minutes and seconds', () => {
    expect(splitTime(27 * 3600 + 61)).toEqual({ hours: 27, minutes: 1, seconds: 1 });
  });

  it('speaks hours and minutes rounded up, so it changes once a minute', () => {
    expect(spokenTimeLeft(3600 + 23 * 60 + 45, 'en-US')).toBe('1 hour 24 minutes');
    expect(spokenTimeLeft(3600 + 23 * 60 + 1, 'en-US')).toBe('1 hour 24 minutes');
    expect(spokenTimeLeft(30, 'en-US')).toBe('1 minute');
    expect(spokenTimeLeft(2 * 3600 - 10, 'en-US')).toBe('2 hours');
    expect(spokenTimeLeft(0, 'en-US')).toBe('0 minutes');
  });
});
