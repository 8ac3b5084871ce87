import { describe, expect, it } from 'vitest';
import { csvCell, signedMoney } from './statement-csv';

describe('csvCell', () => {
  it('quotes cells with a quote, comma or line break (RFC 4180) and leaves others bare', () => {
    expect(csvCell('Top up')).toBe('Top up');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('注文 #77')).toBe('注文 #77');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('shows text starting like a formula: %j', (text) => {
    const cell = csvCell(text);
    expect(cell.replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('writes numbers as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(signedMoney(-1250)).toBe('-12.50');
    expect(signedMoney(1250)).toBe('+12.50');
    expect(signedMoney(0)).toBe('0.00');
  });
});
