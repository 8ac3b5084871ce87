/**
 * Calendar days and months of a time zone (IANA name), with Intl only: the console counts "today",
 * its 30-day series and its monthly statements in the platform's zone (PLATFORM_TIME_ZONE), not
 * the server's or UTC. Daylight-saving days are 23 or 25 hours long, so days are never 86,400 s
 * added to a start; each midnight is computed.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function fieldsAt(timeZone: string, seconds: number) {
  const parts: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(new Date(seconds * 1000))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in seconds (east positive). */
function offsetAt(timeZone: string, seconds: number): number {
  const f = fieldsAt(timeZone, seconds);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) / 1000 - seconds;
}

/** The calendar date in the zone at an instant (unix seconds). */
export function zonedDate(timeZone: string, seconds: number): CalendarDate {
  const f = fieldsAt(timeZone, seconds);
  return { year: f.year, month: f.month, day: f.day };
}

/**
 * Unix seconds of the zone's first moment of a calendar date (month and day may overflow, as in
 * Date.UTC: day 0 is the last of the month before). Two passes settle the offset across a change.
 */
export function zonedMidnight(timeZone: string, date: CalendarDate): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) / 1000;
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}

/** The calendar date `days` after a date (negative: before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `2026-11-24` */
export const isoDate = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** `2026-11` */
export const isoMonth = (d: Pick<CalendarDate, 'year' | 'month'>) => `${d.year}-${pad(d.month)}`;

/** The first moment of the zone's calendar day that holds the instant. */
export function startOfZonedDay(timeZone: string, seconds: number): number {
  return zonedMidnight(timeZone, zonedDate(timeZone, seconds));
}
