/** Unix seconds, the unit of every *time column and of the envelope's `time`. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** `2026-11-24T18:39:38Z`: a time as exported files write it (UTC, to the second). */
export const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
