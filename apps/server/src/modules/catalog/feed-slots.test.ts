import { describe, expect, it } from 'vitest';
import { pageSlots, slotAt } from './feed-slots';

const all = (sizes: number[]) => {
  const total = sizes.reduce((a, b) => a + b, 0);
  return Array.from({ length: total + 1 }, (_, p) => slotAt(p, sizes));
};

describe('explore feed slots', () => {
  it('deals lanes round-robin while all have products', () => {
    expect(all([2, 2, 2]).slice(0, 4)).toEqual([
      { lane: 0, rank: 0 },
      { lane: 1, rank: 0 },
      { lane: 2, rank: 0 },
      { lane: 0, rank: 1 },
    ]);
  });

  it('gives every product of uneven lanes exactly one position, then ends', () => {
    const sizes = [5, 1, 3];
    const slots = all(sizes);
    expect(slots[9]).toBeUndefined();
    const seen = slots.slice(0, 9).map((s) => `${s!.lane}:${s!.rank}`);
    expect(new Set(seen).size).toBe(9);
    expect(seen).toEqual(['0:0', '1:0', '2:0', '0:1', '2:1', '0:2', '2:2', '0:3', '0:4']);
  });

  it('reads one contiguous rank range per lane for a page', () => {
    const { slots, ranges } = pageSlots(3, 7, [5, 1, 3]);
    expect(slots).toHaveLength(4);
    expect(ranges).toEqual([{ offset: 1, limit: 2 }, undefined, { offset: 1, limit: 2 }]);
    expect(pageSlots(20, 30, [5, 1, 3]).slots).toEqual([]);
  });
});
