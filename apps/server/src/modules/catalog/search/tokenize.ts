import { foldAccents } from './fold-accents';

/**
 * The search tokenizer, shared by indexing and querying so both sides always agree.
 * Latin, Vietnamese and other space-separated scripts give lower-cased words without accents,
 * plus the accented word itself when it has accents (so an exact spelling can rank first);
 * scripts written without spaces (Han, Kana, Hangul, Thai) give character bigrams, plus single
 * Han, Kana and Hangul characters when indexing so a one-character query still finds something.
 * A folded term never holds an accent and an accented form always does: the two never meet.
 */

// Letters, combining marks (Thai vowels and tone marks are marks) and digits form a run.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
// Scripts searched by bigrams instead of words; a run is split where it enters or leaves one.
const BIGRAM_SCRIPT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+)/u;
const THAI = /(\p{Script=Thai}+)/u;
// A single Han, Kana or Hangul character can be a word; a single Thai letter or mark is not.
const WORD_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Words in nearly every description: they would match everything and cost the most to look up.
const STOPWORDS = new Set(
  'a an and are as at be by for from in is it its of on or our the this to up with your'.split(' '),
);
const MAX_TERM_LENGTH = 40;
// Thai is written without spaces between words; ICU's dictionary finds them (Node's full ICU).
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/** A term, and the accented spelling it was folded from (if it had accents). */
interface Token {
  term: string;
  accented?: string;
}

/** "phones" and "phone" meet; short words and "-ss" words ("glass") keep their s. */
function stem(word: string): string {
  return /^[a-z]{4,}$/.test(word) && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function wordToken(word: string): Token | undefined {
  const folded = foldAccents(word);
  // A lone Latin letter carries no meaning for search; a lone digit can ("5" in "iphone 5").
  if ((folded.length < 2 && !/\d/.test(folded)) || STOPWORDS.has(folded)) return undefined;
  const term = stem(folded).slice(0, MAX_TERM_LENGTH);
  return folded === word ? { term } : { term, accented: word.slice(0, MAX_TERM_LENGTH) };
}

function bigrams(chars: string[]): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

/** A run of a bigram script as a query: one character is itself, more are their bigrams. */
function queryGrams(text: string): string[] {
  const chars = Array.from(text);
  return chars.length === 1 ? chars : bigrams(chars);
}

/**
 * Thai typed without spaces ("ชาเขียวมะลิ") as the bigrams of each of its words: a bigram
 * across two words ("วม") is in the index only where the product wrote them together, and the
 * index keeps every bigram of a run, so each word's bigrams are there wherever the word is,
 * spaced or not. Single-letter words are left out (the index has no single Thai letters),
 * unless nothing else is left.
 */
function thaiQueryGrams(text: string): string[] {
  const words = [...thaiWords.segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => Array.from(s.segment))
    .filter((chars) => chars.length > 1);
  return words.length ? words.flatMap(bigrams) : queryGrams(text);
}

/** A run of a bigram script as a document: its bigrams, and its Han, Kana and Hangul characters. */
function documentGrams(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length === 1) return chars;
  return [...chars.filter((c) => WORD_CHAR.test(c)), ...bigrams(chars)];
}

function tokenize(text: string, forIndex: boolean): Token[] {
  const tokens: Token[] = [];
  for (const run of text.normalize('NFKC').toLowerCase().match(RUN) ?? []) {
    run.split(BIGRAM_SCRIPT).forEach((part, i) => {
      if (!part) return;
      // split() with a capture group puts the bigram-script parts at odd positions.
      if (i % 2 === 0) {
        const token = wordToken(part);
        if (token) tokens.push(token);
        return;
      }
      const grams = forIndex
        ? documentGrams(part)
        : part.split(THAI).flatMap((piece, j) => (!piece ? [] : j % 2 ? thaiQueryGrams(piece) : queryGrams(piece)));
      for (const term of grams) tokens.push({ term });
    });
  }
  return tokens;
}

/** The distinct terms a document holds: folded terms and the accented forms beside them. */
export function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const { term, accented } of tokenize(text, true)) {
    terms.add(term);
    if (accented) terms.add(accented);
  }
  return terms;
}

export interface QueryTerms {
  /** The folded terms, at most `max`: a product must hold all of them. */
  terms: string[];
  /** The accented spellings among them, as typed: a product holding them ranks first. */
  accented: string[];
}

/** The terms of a shopper's keyword. */
export function queryTerms(keyword: string, max = 8): QueryTerms {
  const tokens = tokenize(keyword, false);
  const terms = [...new Set(tokens.map((t) => t.term))].slice(0, max);
  const accented = tokens.flatMap((t) => (t.accented && terms.includes(t.term) ? [t.accented] : []));
  return { terms, accented: [...new Set(accented)].slice(0, max) };
}
