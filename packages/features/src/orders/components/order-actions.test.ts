import { describe, expect, it } from 'vitest';
import type { Order } from '@bazaar/contract';
import { orderActions } from './order-actions';
import { refundLink } from './refund-link';

const order = (status: Order['status'], reviewed = [false]) => ({
  status,
  items: reviewed.map((r, i) => ({
    product_id: i + 1,
    sku_id: null,
    title: 't',
    image: '',
    spec: '',
    price: '1.00',
    quantity: 1,
    reviewed: r,
  })),
});

/** An order whose items have these amounts left to refund (undefined: the server does not say). */
const withLeft = (left: (string | undefined)[]) => ({
  id: 7,
  order_sn: 'BZ7',
  total: '45.00',
  items: order(
    'received',
    left.map(() => false),
  ).items.map((item, i) => ({
    ...item,
    ...(left[i] === undefined ? {} : { refundable: left[i] }),
  })),
});

describe('orderActions', () => {
  it('follows the transition table for every status', () => {
    expect(orderActions(order('waiting_pay'), false)).toEqual(['cancel', 'pay']);
    expect(orderActions(order('waiting_deliver'), false)).toEqual(['refund']);
    expect(orderActions(order('delivered'), false)).toEqual(['logistics', 'refund', 'confirm']);
    expect(orderActions(order('received'), false)).toEqual(['refund', 'review']);
    expect(orderActions(order('completed'), false)).toEqual(['review']);
    for (const s of ['cancelled', 'refunding', 'refunded', 'after_sale'] as const) {
      expect(orderActions(order(s), false)).toEqual([]);
    }
  });

  it('leaves out logistics on the details page and review once every item is reviewed', () => {
    expect(orderActions(order('delivered'), true)).toEqual(['refund', 'confirm']);
    expect(orderActions(order('received', [true, true]), false)).toEqual(['refund']);
    expect(orderActions(order('completed', [true, false]), false)).toEqual(['review']);
  });

  it('offers a refund only while something is left to refund (a partial refund keeps the status)', () => {
    expect(orderActions({ ...withLeft(['0.00', '12.50']), status: 'waiting_deliver' }, false)).toEqual(['refund']);
    expect(orderActions({ ...withLeft(['0.00', '0.00']), status: 'waiting_deliver' }, false)).toEqual([]);
    expect(orderActions({ ...withLeft([undefined]), status: 'waiting_deliver' }, false)).toEqual(['refund']);
  });
});

describe('refundLink', () => {
  it('names the items with something left and what is left on them, in cents', () => {
    expect(refundLink(withLeft(['0.00', '20.10', '0.20']))).toEqual({
      id: 7,
      order_sn: 'BZ7',
      product_ids: [2, 3],
      amount: '20.30',
    });
  });

  it('falls back to the order total when the server does not say', () => {
    expect(refundLink(withLeft([undefined, undefined]))).toMatchObject({ product_ids: [1, 2], amount: '45.00' });
  });
});
