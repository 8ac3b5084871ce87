import { describe, expect, it } from 'vitest';
import { serialNumber } from './serial-number';

describe('serialNumber', () => {
  it('is the prefix, the UTC second and ten random digits', () => {
    const now = Date.UTC(2026, 10, 21, 5, 48, 12) / 1000;
    expect(serialNumber(now)).toMatch(/^20261121054812\d{10}$/);
    expect(serialNumber(now, 'RF')).toMatch(/^RF20261121054812\d{10}$/);
  });

  it('does not repeat among a thousand numbers of the same second', () => {
    const now = Date.UTC(2026, 10, 21, 5, 48, 12) / 1000;
    const numbers = Array.from({ length: 1000 }, () => serialNumber(now));
    expect(new Set(numbers).size).toBe(1000);
  });
});
