import { describe, expect, it } from 'vitest';
import { comboKey, skuGrid } from './sku-grid';

describe('skuGrid', () => {
  it('has one row per combination, in spec order', () => {
    const rows = skuGrid([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['M', 'L'] },
    ]);
    expect(rows.map((r) => Object.values(r.spec).join('/'))).toEqual(['Red/M', 'Red/L', 'Blue/M', 'Blue/L']);
    expect(rows[0]).toEqual({ spec: { Color: 'Red', Size: 'M' }, price: '', stock: '' });
  });

  it('keeps what was typed for surviving combinations and ignores unnamed or empty specs', () => {
    const before = [{ spec: { Color: 'Red' }, price: '9.90', stock: '4' }];
    const rows = skuGrid(
      [
        { name: 'Color', values: ['Red', 'Green'] },
        { name: '', values: ['x'] },
        { name: 'Size', values: [] },
      ],
      before,
    );
    expect(rows).toEqual([before[0], { spec: { Color: 'Green' }, price: '', stock: '' }]);
    expect(skuGrid([])).toEqual([]);
  });

  it('keys a combination whatever the key order', () => {
    expect(comboKey({ b: '2', a: '1' })).toBe(comboKey({ a: '1', b: '2' }));
  });
});
