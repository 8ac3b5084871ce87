import { describe, expect, it } from 'vitest';
import { pdfLanguage, statementPdf } from './statement-pdf';
import type { StatementFonts } from './statement-fonts';

const none: StatementFonts = { cjk: undefined, cjkCollection: false, thai: undefined };
const font = Buffer.from('font');

describe('pdfLanguage', () => {
  it('keeps the reader’s language when its script has a font, else English', () => {
    expect(pdfLanguage('ja', { ...none, cjk: font })).toBe('ja');
    expect(pdfLanguage('ja', { ...none, thai: font })).toBe('en');
    expect(pdfLanguage('th', { ...none, thai: font })).toBe('th');
    expect(pdfLanguage('th', { ...none, cjk: font })).toBe('en');
    expect(pdfLanguage('vi', { ...none, thai: font })).toBe('vi');
    expect(pdfLanguage('vi', none)).toBe('en');
    expect(pdfLanguage('en', none)).toBe('en');
  });
});

describe('statementPdf without system fonts', () => {
  it('still renders a PDF, in the built-in Helvetica', async () => {
    const pdf = await statementPdf(
      {
        lang: 'en',
        holder: 'Test',
        account: 'test@example.com',
        from: 0,
        to: 86_399,
        opening: 0,
        closing: 100,
        moneyIn: 100,
        moneyOut: 0,
        lines: [{ id: 1, createtime: 60, type: 'Deposit', memo: 'Gift', amount: 100, after: 100 }],
        generatedAt: 86_400,
      },
      none,
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(new Set(['Helvetica']));
  });
});
