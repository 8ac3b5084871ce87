/** A typical reply time in the reader's language: minutes under an hour, then whole hours ("8 minutes", "3時間"). */
export function replyTime(minutes: number, locale: string): string {
  const hours = minutes >= 60;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? Math.round(minutes / 60) : Math.max(1, minutes));
}
