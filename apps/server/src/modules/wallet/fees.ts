/**
 * Withdrawal service charge, in integer arithmetic only.
 *
 * The fee rate is held in basis points of a percent's hundredth (1% = 100 bp, 0.5% = 50 bp).
 * Rounding rule: the fee is amount × rate rounded HALF UP to the cent (0.5 cent → 1 cent),
 * and never more than the amount. The shopper receives `actual = amount − fee`, so
 * amount = fee + actual always holds exactly.
 */
export interface FeeSplit {
  fee: number;
  actual: number;
}

export function splitFee(amountCents: number, feeRateBp: number): FeeSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error(`bad amount ${amountCents}`);
  if (!Number.isSafeInteger(feeRateBp) || feeRateBp < 0) throw new Error(`bad fee rate ${feeRateBp}`);
  // amount ≤ 1e11 cents and rate ≤ 1e4 bp keep the product far below 2^53.
  const fee = Math.min(amountCents, Math.floor((amountCents * feeRateBp + 5_000) / 10_000));
  return { fee, actual: amountCents - fee };
}

/** Basis points as the percent number of the wire (`fee_rate: 1` = 1%). */
export const bpToPercent = (bp: number): number => bp / 100;
