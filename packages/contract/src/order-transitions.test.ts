import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { REVIEWABLE_STATUSES, TRANSITIONS, canMove, nextStatus, type OrderEvent } from './order-transitions';

describe('the transition table', () => {
  it('moves an order forward along the happy path', () => {
    const path: [OrderEvent, string][] = [
      ['pay', 'waiting_deliver'],
      ['ship', 'delivered'],
      ['confirm', 'received'],
      ['complete', 'completed'],
    ];
    let status: (typeof ORDER_STATUSES)[number] = 'waiting_pay';
    for (const [event, to] of path) {
      status = nextStatus(status, event, null)!;
      expect(status).toBe(to);
    }
  });

  it('refuses events from statuses outside their row', () => {
    expect(nextStatus('completed', 'cancel', null)).toBeUndefined();
    expect(nextStatus('waiting_pay', 'ship', null)).toBeUndefined();
    expect(canMove('refunded', 'apply_refund')).toBe(false);
  });

  it('returns a refund that ends without paying everything back to where the order was', () => {
    expect(nextStatus('refunding', 'refund_refused', 'delivered')).toBe('delivered');
    expect(nextStatus('after_sale', 'refund_paid_in_part', 'received')).toBe('received');
    expect(nextStatus('refunding', 'refund_withdrawn', null)).toBeUndefined();
  });

  it('names only statuses of the contract', () => {
    for (const row of Object.values(TRANSITIONS)) {
      for (const from of row.from) expect(ORDER_STATUSES).toContain(from);
      if (row.to !== 'previous') expect(ORDER_STATUSES).toContain(row.to);
    }
  });
});

describe('sets derived from the table', () => {
  it('allows a refund while the goods are unshipped, on the way or received', () => {
    expect(ORDER_STATUSES.filter((s) => canMove(s, 'apply_refund'))).toEqual([
      'waiting_deliver',
      'delivered',
      'received',
    ]);
  });

  it('opens reviews once received and keeps them open after completion', () => {
    expect([...REVIEWABLE_STATUSES]).toEqual(['received', 'completed']);
  });
});
