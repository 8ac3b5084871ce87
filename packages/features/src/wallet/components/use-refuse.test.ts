import { describe, expect, it } from 'vitest';
import { refusalValues } from './use-refuse';

const money = (amount: string) => Number(amount).toFixed(2);

describe('refusalValues', () => {
  it('shows amounts as money and a network name as it is', () => {
    expect(refusalValues({ key: 'drawBelowMin', params: { min: '10' } }, money)).toEqual({ min: '$10.00' });
    expect(refusalValues({ key: 'addressFormatTron', text: { network: 'TRC20' } }, money)).toEqual({
      network: 'TRC20',
    });
  });
});
