/**
 * Latin letters without their accents, so "tra xanh" meets "trà xanh" and "zolty" meets "żółty".
 * NFD splits an accented letter into its base and combining marks (Vietnamese stacks two:
 * "ặ" is a + dot below + breve); only the Combining Diacritical Marks block is dropped, so the
 * vowel signs of other scripts (Devanagari, Thai) stay. A few letters are letters of their own
 * in Unicode and have no decomposition: they are spelled out.
 */
const COMBINING_DIACRITICS = /[\u0300-\u036f]/g;
const SPELLED_OUT: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  ŧ: 't',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};
const NOT_DECOMPOSING = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');
// Words reach here lower-cased and made of letters, marks and digits only.
const PLAIN = /^[a-z0-9]*$/;

/** A lower-cased word without accents; plain ASCII words come back as they are, at no cost. */
export function foldAccents(word: string): string {
  if (PLAIN.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(COMBINING_DIACRITICS, '')
    .replace(NOT_DECOMPOSING, (letter) => SPELLED_OUT[letter]!)
    .normalize('NFC');
}
