/**
 * The search terms of a product as this migration writes them: a frozen copy of the document side
 * of modules/catalog/search (fold-accents.ts, tokenize.ts, product-terms.ts) at the time of 0025,
 * when words lost their accents in the index and kept an accented row beside them. Never edit it;
 * a change to how products are indexed that must reach stored rows is a new migration.
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
const PLAIN = /^[a-z0-9]*$/;

function foldAccents(word: string): string {
  if (PLAIN.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(COMBINING_DIACRITICS, '')
    .replace(NOT_DECOMPOSING, (letter) => SPELLED_OUT[letter]!)
    .normalize('NFC');
}

const RUN = /[\p{L}\p{M}\p{N}]+/gu;
const BIGRAM_SCRIPT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+)/u;
const WORD_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const STOPWORDS = new Set(
  'a an and are as at be by for from in is it its of on or our the this to up with your'.split(' '),
);
const MAX_TERM_LENGTH = 40;
const TITLE_WEIGHT = 3;
const BODY_WEIGHT = 1;

function stem(word: string): string {
  return /^[a-z]{4,}$/.test(word) && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** A word's folded term and, when it had accents, the word as written. */
function wordTerms(word: string): string[] {
  const folded = foldAccents(word);
  if ((folded.length < 2 && !/\d/.test(folded)) || STOPWORDS.has(folded)) return [];
  const term = stem(folded).slice(0, MAX_TERM_LENGTH);
  return folded === word ? [term] : [term, word.slice(0, MAX_TERM_LENGTH)];
}

function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const run of text.normalize('NFKC').toLowerCase().match(RUN) ?? []) {
    run.split(BIGRAM_SCRIPT).forEach((part, i) => {
      if (!part) return;
      if (i % 2 === 0) {
        for (const term of wordTerms(part)) terms.add(term);
        return;
      }
      const chars = Array.from(part);
      if (chars.length === 1) terms.add(chars[0]!);
      else for (const c of chars) if (WORD_CHAR.test(c)) terms.add(c);
      for (let j = 0; j + 1 < chars.length; j++) terms.add(chars[j]! + chars[j + 1]!);
    });
  }
  return terms;
}

function jsonValues(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? Object.values(value).filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, ' ');

/** The rows of product_terms for one product: title terms weigh 3, body terms 1, summed. */
export function foldedTermRows(product: {
  id: number;
  title: string;
  title_i18n?: string | null;
  content: string;
}): { term: string; product_id: number; weight: number }[] {
  const weights = new Map<string, number>();
  for (const term of documentTerms([product.title, ...jsonValues(product.title_i18n)].join(' ')))
    weights.set(term, TITLE_WEIGHT);
  for (const term of documentTerms(stripHtml(product.content)))
    weights.set(term, (weights.get(term) ?? 0) + BODY_WEIGHT);
  return [...weights].map(([term, weight]) => ({ term, product_id: product.id, weight }));
}
