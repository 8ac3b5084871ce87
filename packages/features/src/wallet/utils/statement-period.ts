/** The periods the statement download offers. */
export const STATEMENT_PERIODS = ['thisMonth', 'lastMonth', 'custom'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `YYYY-MM-DD` of a day in the shopper's own time zone (what a date input shows). */
export function dayInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight starting a `YYYY-MM-DD` day in the shopper's time zone, `days` later; undefined when not a date. */
function dayStart(day: string, days = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days) : undefined;
}

/**
 * The period as user/bill_export takes it: unix seconds, both ends included, whole days in the
 * shopper's own time zone (this month is their calendar month). Undefined while a custom day is missing.
 */
export function statementRange(
  period: StatementPeriod,
  now: Date,
  custom: { from: string; to: string },
): { from: number; to: number } | undefined {
  if (period !== 'custom') {
    const month = now.getMonth() - (period === 'lastMonth' ? 1 : 0);
    const start = new Date(now.getFullYear(), month, 1);
    return { from: seconds(start), to: seconds(new Date(now.getFullYear(), month + 1, 1)) - 1 };
  }
  const from = dayStart(custom.from);
  const end = dayStart(custom.to, 1);
  return from && end ? { from: seconds(from), to: seconds(end) - 1 } : undefined;
}
