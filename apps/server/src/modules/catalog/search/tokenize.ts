/**
 * The search tokenizer, shared by indexing and querying so both sides always agree.
 * Latin, Vietnamese and other space-separated scripts give lower-cased words; scripts
 * written without spaces (Han, Kana, Hangul, Thai) give character bigrams, plus single
 * Han, Kana and Hangul characters when indexing so a one-character query still finds something.
 */

// Letters, combining marks (Thai vowels and tone marks are marks) and digits form a run.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
// Scripts searched by bigrams instead of words; a run is split where it enters or leaves one.
const BIGRAM_SCRIPT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+)/u;
// A single Han, Kana or Hangul character can be a word; a single Thai letter or mark is not.
const WORD_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Words in nearly every description: they would match everything and cost the most to look up.
const STOPWORDS = new Set(
  'a an and are as at be by for from in is it its of on or our the this to up with your'.split(' '),
);
const MAX_TERM_LENGTH = 40;

/** "phones" and "phone" meet; short words and "-ss" words ("glass") keep their s. */
function stem(word: string): string {
  return /^[a-z]{4,}$/.test(word) && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function wordTerm(word: string): string | undefined {
  // A lone Latin letter carries no meaning for search; a lone digit can ("5" in "iphone 5").
  if ((word.length < 2 && !/\d/.test(word)) || STOPWORDS.has(word)) return undefined;
  return stem(word).slice(0, MAX_TERM_LENGTH);
}

function bigrams(chars: string[]): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

function tokenize(text: string, forIndex: boolean): string[] {
  const terms: string[] = [];
  for (const run of text.normalize('NFKC').toLowerCase().match(RUN) ?? []) {
    run.split(BIGRAM_SCRIPT).forEach((part, i) => {
      if (!part) return;
      // split() with a capture group puts the bigram-script parts at odd positions.
      if (i % 2 === 0) {
        const term = wordTerm(part);
        if (term) terms.push(term);
        return;
      }
      const chars = Array.from(part);
      if (chars.length === 1) terms.push(chars[0]!);
      else if (forIndex) terms.push(...chars.filter((c) => WORD_CHAR.test(c)));
      terms.push(...bigrams(chars));
    });
  }
  return terms;
}

/** The distinct terms a document holds. */
export const documentTerms = (text: string): Set<string> => new Set(tokenize(text, true));

/** The distinct terms of a shopper's keyword, at most `max` (a product must hold all of them). */
export const queryTerms = (keyword: string, max = 8): string[] => [...new Set(tokenize(keyword, false))].slice(0, max);
