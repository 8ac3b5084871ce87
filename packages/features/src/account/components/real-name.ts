const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The full name as the shopper's language writes it, from the family and given names: family
 * name first in Chinese, Japanese, Korean and Vietnamese (without a space between names written
 * in Chinese, Japanese or Korean characters), given name first in English and Thai.
 */
export function fullName(family: string, given: string, lang: string): string {
  const f = family.trim();
  const g = given.trim();
  if (/^(zh|ja|ko|vi)/.test(lang)) return [f, g].filter(Boolean).join(CJK.test(f + g) ? '' : ' ');
  return [g, f].filter(Boolean).join(' ');
}
