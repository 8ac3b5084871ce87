import { describe, expect, it } from 'vitest';
import { parseRef } from './ref';

describe('parseRef', () => {
  it('reads the refs the wallet, orders and refunds write', () => {
    expect(parseRef('withdrawal:12')).toEqual({ kind: 'withdrawal', id: '12' });
    expect(parseRef('recharge:3')).toEqual({ kind: 'recharge', id: '3' });
    expect(parseRef('order:7')).toEqual({ kind: 'order', id: '7' });
  });

  it('hides anything else', () => {
    expect(parseRef('user:1')).toBeUndefined();
    expect(parseRef('')).toBeUndefined();
    expect(parseRef('order:x')).toBeUndefined();
  });
});
