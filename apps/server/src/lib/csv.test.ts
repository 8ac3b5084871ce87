import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('quotes cells with a quote, separator or line break (RFC 4180) and leaves others bare', () => {
    expect(csvCell('Top up')).toBe('Top up');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('注文 #77')).toBe('注文 #77');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('shows text starting like a formula: %j', (text) => {
    const cell = csvCell(text);
    expect(cell.replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it.each([
    ['gift;=HYPERLINK("http://x")', `"gift;'=HYPERLINK(""http://x"")"`],
    ['a\t+cmd', `"a\t'+cmd"`],
    ['a,-1+2', `"a,'-1+2"`],
    ['line\n@SUM(A1)', `"line\n'@SUM(A1)"`],
    ['line\r\n=1', `"line\r\n'=1"`],
    ['=a;=b', `"'=a;'=b"`],
  ])('shows a formula after a separator a spreadsheet may split on: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('keeps separators followed by other text as they are', () => {
    expect(csvCell('Order 12, 3 items; paid')).toBe('"Order 12, 3 items; paid"');
    expect(csvCell('a - b')).toBe('a - b');
  });

  it('writes bidi and zero-width controls out visibly', () => {
    expect(csvCell('admin\u202Egnp.exe')).toBe('admin⟨U+202E⟩gnp.exe');
    expect(csvCell('\u200B=1')).toBe('⟨U+200B⟩=1');
  });

  it('writes numbers as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
