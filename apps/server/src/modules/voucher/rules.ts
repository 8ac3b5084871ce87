import type { MyVoucherStatus } from '@bazaar/contract';

/** What a voucher takes: `value` cents (`amount`) or percent (`percent`), at most `max_discount`. */
export interface VoucherTerms {
  kind: string;
  value: number;
  max_discount: number | null;
}

/**
 * What the voucher takes off `base` cents: a percent rounded down to the cent, at most
 * `max_discount`, never more than the base and never below zero.
 */
export function discountOf(terms: VoucherTerms, base: number): number {
  if (base <= 0) return 0;
  const raw = terms.kind === 'percent' ? Math.floor((base * terms.value) / 100) : terms.value;
  const capped = terms.max_discount === null ? raw : Math.min(raw, terms.max_discount);
  return Math.max(0, Math.min(base, capped));
}

/**
 * Splits `total` whole cents over the keys in proportion to their weights (largest remainder):
 * each gets the floor of its exact share, then the cents left go one each to the largest
 * fractional remainders (ties: the larger weight, then the earlier key). A share never exceeds its
 * weight when `total` does not exceed the weights' sum.
 */
export function largestRemainder<K>(total: number, weights: readonly (readonly [K, number])[]): Map<K, number> {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const shares = new Map<K, number>(weights.map(([k]) => [k, 0]));
  if (sum <= 0 || total <= 0) return shares;
  const parts = weights.map(([key, weight], index) => {
    const exact = total * weight;
    return { key, weight, index, floor: Math.floor(exact / sum), rest: exact % sum };
  });
  let left = total - parts.reduce((s, p) => s + p.floor, 0);
  for (const p of parts) shares.set(p.key, p.floor);
  const byRest = [...parts].sort((a, b) => b.rest - a.rest || b.weight - a.weight || a.index - b.index);
  for (const p of byRest) {
    if (left <= 0) break;
    shares.set(p.key, shares.get(p.key)! + 1);
    left -= 1;
  }
  return shares;
}

/** A collected voucher's status: used once spent; expired when unused past its end or stopped. */
export function myVoucherStatus(
  status: string,
  voucher: { ends_at: number; stopped: number },
  now: number,
): MyVoucherStatus {
  if (status === 'used') return 'used';
  return voucher.stopped || now > voucher.ends_at ? 'expired' : 'unused';
}
