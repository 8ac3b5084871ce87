import { describe, expect, it } from 'vitest';
import { previewFee } from './fee';

describe('previewFee', () => {
  it('matches the server rule: half up to the cent', () => {
    expect(previewFee('100.50', 1)).toEqual({ fee: '1.01', actual: '99.49' });
    expect(previewFee('10.49', 1)).toEqual({ fee: '0.10', actual: '10.39' });
    expect(previewFee('100', 0.5)).toEqual({ fee: '0.50', actual: '99.50' });
  });

  it('is zero for an empty amount and never exceeds the amount', () => {
    expect(previewFee('', 1)).toEqual({ fee: '0.00', actual: '0.00' });
    expect(previewFee('0.01', 200)).toEqual({ fee: '0.01', actual: '0.00' });
  });
});
