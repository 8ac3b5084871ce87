// Dates of console forms and lists: a record's time as text, and as the value of a `datetime-local` input.
const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as the local `YYYY-MM-DD HH:mm`. */
export function formatDate(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Unix seconds as the value of a `datetime-local` input; 0 (no limit) as ''. */
export const toLocalInput = (seconds: number): string => (seconds ? formatDate(seconds).replace(' ', 'T') : '');

/** A `datetime-local` value (local time) as unix seconds; '' as 0 (no limit). */
export function fromLocalInput(value: string): number {
  if (!value) return 0;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? Math.floor(time / 1000) : 0;
}
