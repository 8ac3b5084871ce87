import { toCents, type RefundFormValue } from '@bazaar/design-system';

/**
 * The message key of the first problem (docs/product.md#form-messages), or null; `max` is the most that may be
 * asked. Proof is not needed before shipping: nothing has reached the shopper to photograph.
 */
export function refundRefusal(value: RefundFormValue, max: string | undefined, proofNeeded = true): string | null {
  const amount = value.amount.trim();
  if (!amount || amount === '-') return 'msg.fillAmount';
  if (amount.startsWith('-')) return 'msg.amountNegative';
  const cents = toCents(amount);
  if (cents <= 0n) return 'msg.fillAmount';
  if (max !== undefined && cents > toCents(max)) return 'msg.amountExceeds';
  if (!value.reason.trim() || !value.explain.trim()) return 'msg.fillReason';
  if (proofNeeded && value.images.length === 0) return 'msg.uploadProof';
  return null;
}
