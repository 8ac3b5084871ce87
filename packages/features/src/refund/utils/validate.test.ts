import { describe, expect, it } from 'vitest';
import { refundRefusal } from './validate';

const ok = {
  type: 'refund_only' as const,
  goods_status: 'received' as const,
  amount: '10.00',
  reason: 'Damaged',
  explain: 'Broken',
  images: ['/uploads/a.png'],
};

describe('refundRefusal', () => {
  it.each([
    [{ amount: '' }, 'msg.fillAmount'],
    [{ amount: '0' }, 'msg.fillAmount'],
    [{ amount: '-3' }, 'msg.amountNegative'],
    [{ amount: '25.01' }, 'msg.amountExceeds'],
    [{ reason: '' }, 'msg.fillReason'],
    [{ explain: ' ' }, 'msg.fillReason'],
    [{ images: [] }, 'msg.uploadProof'],
  ])('refuses %j with %s', (patch, key) => {
    expect(refundRefusal({ ...ok, ...patch }, '25.00')).toBe(key);
  });

  it('accepts the full amount', () => {
    expect(refundRefusal({ ...ok, amount: '25' }, '25.00')).toBeNull();
  });

  it('needs no proof when the caller says so (before shipping)', () => {
    expect(refundRefusal({ ...ok, images: [] }, '25.00', false)).toBeNull();
  });
});
