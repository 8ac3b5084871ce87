import { formatMoney, toCents } from './money';

/**
 * The withdrawal service charge (also the platform's commission on a settled order), in integer
 * arithmetic only. The rate is held in basis points (1% = 100 bp, 0.5% = 50 bp); the wire shows it
 * as a percent (`fee_rate: 1` = 1%).
 *
 * Rounding rule: the fee is amount × rate rounded HALF UP to the cent (0.5 cent → 1 cent), and
 * never more than the amount. The shopper receives `actual = amount − fee`, so
 * amount = fee + actual always holds exactly.
 */
export function feeCents(amountCents: bigint, feeRateBp: bigint): bigint {
  const fee = (amountCents * feeRateBp + 5_000n) / 10_000n;
  return fee > amountCents ? amountCents : fee;
}

export interface FeeSplit {
  fee: number;
  actual: number;
}

/** The server's split of an amount in cents; throws on anything but non-negative safe integers. */
export function splitFee(amountCents: number, feeRateBp: number): FeeSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error(`bad amount ${amountCents}`);
  if (!Number.isSafeInteger(feeRateBp) || feeRateBp < 0) throw new Error(`bad fee rate ${feeRateBp}`);
  const fee = Number(feeCents(BigInt(amountCents), BigInt(feeRateBp)));
  return { fee, actual: amountCents - fee };
}

/** Basis points as the percent number of the wire (`fee_rate: 1` = 1%). */
export const bpToPercent = (bp: number): number => bp / 100;

/** The wire's percent (`WithdrawalInfo.fee_rate`) as basis points. */
export const percentToBp = (percent: number): number => Math.round(percent * 100);

/**
 * The live preview of a withdrawal form: the typed amount and the wire's percent rate to the fee
 * and the arrival as money text. The server computes the real figures; this only shows them
 * before submitting.
 */
export function previewFee(amount: string, feeRatePercent: number): { fee: string; actual: string } {
  const cents = toCents(amount || '0');
  const fee = feeCents(cents, BigInt(percentToBp(feeRatePercent)));
  return { fee: formatMoney(fee), actual: formatMoney(cents - fee) };
}
