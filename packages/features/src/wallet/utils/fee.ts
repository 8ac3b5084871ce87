import { formatMoney, toCents } from '@bazaar/design-system';

/**
 * The live preview of the withdrawal page, with the server's rule (apps/server wallet/fees.ts):
 * fee = amount × rate rounded half up to the cent, never above the amount; arrival = amount − fee.
 * The server computes the real figures; this only shows them before submitting.
 */
export function previewFee(amount: string, feeRatePercent: number): { fee: string; actual: string } {
  const cents = toCents(amount || '0');
  const bp = BigInt(Math.round(feeRatePercent * 100));
  const raw = (cents * bp + 5_000n) / 10_000n;
  const fee = raw > cents ? cents : raw;
  return { fee: formatMoney(centsText(fee)), actual: formatMoney(centsText(cents - fee)) };
}

const centsText = (cents: bigint) => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};
