/** Unix seconds, the unit of every *time column and of the envelope's `time`. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
