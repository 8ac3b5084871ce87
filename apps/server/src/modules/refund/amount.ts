import { BusinessError } from '../../lib/errors';
import { parseMoney } from '../../lib/money';

/** The requested amount in cents, with the product's messages (docs/product.md#form-messages) for a missing or negative one. */
export function readRefundAmount(input: unknown): number {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (text === '') throw new BusinessError('refund.fill_amount', { field: 'amount' });
  if (text.startsWith('-')) {
    if (parseMoney(text.slice(1)) !== undefined) throw new BusinessError('refund.amount_negative', { field: 'amount' });
    throw new BusinessError('refund.fill_amount', { field: 'amount' });
  }
  const cents = parseMoney(text);
  // Zero is no refund at all: it reads as a missing amount.
  if (cents === undefined || cents === 0) throw new BusinessError('refund.fill_amount', { field: 'amount' });
  return cents;
}
