import { describe, expect, it } from 'vitest';
import type { Order } from '@bazaar/contract';
import { orderActions } from './order-actions';

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
});
