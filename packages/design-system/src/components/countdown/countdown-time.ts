/** The parts of a time left, in whole seconds, as a countdown shows them. */
export type TimeLeft = { hours: number; minutes: number; seconds: number };

/** Whole seconds from `now` to `to` (both unix seconds), never below zero. */
export function secondsLeft(to: number, now: number): number {
  return Math.max(0, Math.floor(to - now));
}

/** Splits seconds into hours (not capped at 24), minutes and seconds. */
export function splitTime(total: number): TimeLeft {
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Two digits, as a clock writes them. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * What a screen reader hears: hours and minutes in the reader's language, minutes rounded up (30 seconds
 * left is "1 minute"), so the text changes once a minute and a live region speaks no more often than that.
 */
export function spokenTimeLeft(total: number, locale: string): string {
  const inMinutes = Math.ceil(total / 60);
  const hours = Math.floor(inMinutes / 60);
  const minutes = inMinutes % 60;
  const unit = (unit: 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  if (hours === 0) return unit('minute', minutes);
  return minutes === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', minutes)}`;
}
