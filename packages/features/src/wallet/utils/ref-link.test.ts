import { describe, expect, it } from 'vitest';
import { refLink } from './ref-link';

const links = {
  orderInfo: (id: number) => `/orderInfo/${id}`,
  topUpRecord: (id?: number) => `/topUpRecord?id=${id}`,
  withdrawalRecords: (id?: number) => `/depositRecord?id=${id}`,
};

describe('refLink', () => {
  it('opens the order of an order or a refund, and the one top-up or withdrawal', () => {
    expect(refLink({ ref: 'order:7', order_id: 7 }, links)?.to).toBe('/orderInfo/7');
    expect(refLink({ ref: 'refund:31', order_id: 106 }, links)).toEqual({
      kind: 'refund',
      id: '31',
      to: '/orderInfo/106',
    });
    expect(refLink({ ref: 'recharge:41', order_id: null }, links)?.to).toBe('/topUpRecord?id=41');
    expect(refLink({ ref: 'withdrawal:60', order_id: null }, links)?.to).toBe('/depositRecord?id=60');
  });

  it('names but does not link an order it cannot find, and ignores unknown refs', () => {
    expect(refLink({ ref: 'order:7', order_id: null }, links)?.to).toBeUndefined();
    expect(refLink({ ref: 'user:3', order_id: null }, links)).toBeUndefined();
  });
});
