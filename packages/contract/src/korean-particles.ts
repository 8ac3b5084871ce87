// Korean particles change with the word before them: 을/를, 은/는, 이/가, 과/와 follow whether its last
// syllable ends in a consonant (받침), and (으)로 also takes 로 after ㄹ. Messages keep the usual written
// template (`{field}을(를)`) so translators read one sentence; the template is resolved once the word is known.

/** Each template, with the particle after a final consonant and the one after a vowel (or ㄹ for 로). */
const TEMPLATES: Record<string, { consonant: string; vowel: string }> = {
  '을(를)': { consonant: '을', vowel: '를' },
  '은(는)': { consonant: '은', vowel: '는' },
  '이(가)': { consonant: '이', vowel: '가' },
  '과(와)': { consonant: '과', vowel: '와' },
  '와(과)': { consonant: '과', vowel: '와' },
  '(이)라는': { consonant: '이라는', vowel: '라는' },
  '(으)로': { consonant: '으로', vowel: '로' },
};

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant ㄹ's index among a syllable's 28 endings (0 is none). */
const RIEUL = 8;

/** Digits as Korean reads them: 일, 칠, 팔 end in ㄹ; 이, 사, 오, 구 in a vowel; 영, 삼, 육 in another consonant. */
const DIGIT_ENDINGS: Record<string, 'consonant' | 'vowel' | 'rieul'> = {
  '0': 'consonant',
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/** How a word ends, read from its last letter (closing quotes and brackets skipped). */
function ending(word: string): 'consonant' | 'vowel' | 'rieul' {
  const last = [...word.replace(/[\s"'”’)\]」』》〉]+$/u, '')].pop() ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    if (final === 0) return 'vowel';
    return final === RIEUL ? 'rieul' : 'consonant';
  }
  if (last in DIGIT_ENDINGS) return DIGIT_ENDINGS[last]!;
  // A Latin word as Korean reads it aloud: "Post" (포스트) ends in a consonant, "Shopee" and "Summer" (서머)
  // in a vowel, "Mall" (몰) in ㄹ.
  if (/[aeiouyrw]/i.test(last)) return 'vowel';
  if (/l/i.test(last)) return 'rieul';
  return /[a-z]/i.test(last) ? 'consonant' : 'vowel';
}

const PATTERN = new RegExp(
  `(\\S+?)(${Object.keys(TEMPLATES)
    .map((t) => t.replace(/[()]/g, '\\$&'))
    .join('|')})`,
  'gu',
);

/** Replaces every particle template of a Korean text (`중량을(를)` → `중량을`, `Viettel Post(으)로` → `Viettel Post으로`). */
export function resolveKoreanParticles(text: string): string {
  return text.replace(PATTERN, (_, word: string, template: string) => {
    const { consonant, vowel } = TEMPLATES[template]!;
    const end = ending(word);
    const particle =
      template === '(으)로' ? (end === 'consonant' ? consonant : vowel) : end === 'vowel' ? vowel : consonant;
    return word + particle;
  });
}
