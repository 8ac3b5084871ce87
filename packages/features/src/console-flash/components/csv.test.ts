import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

// jsdom's Blob has no text(): its bytes through a FileReader, decoded with the BOM kept (readAsText drops it).
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('the flash exports’ CSV', () => {
  it('guards formulas, quotes separators and writes numbers as they are', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Kettle, 1.7 L')).toBe('"Kettle, 1.7 L"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });

  it('makes a UTF-8 file with a BOM and CRLF lines', async () => {
    const file = csvFile(['ID', 'ชื่อ'], [[1, 'กาต้มน้ำ']], 'items.csv');
    expect(file.filename).toBe('items.csv');
    expect(await read(file.blob)).toBe('\uFEFFID,ชื่อ\r\n1,กาต้มน้ำ\r\n');
  });
});
