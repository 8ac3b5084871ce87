import { FASHION_PHRASES } from './fashion';
import { FOOD_TOY_PHRASES } from './food-toys';
import { HOME_PHRASES } from './home';
import { SHARED_PHRASES } from './shared';
import { TECH_PHRASES } from './tech';

/** The languages the demo catalog is translated into (its source is English). */
export const TRANSLATED_LANGS = ['zh-cn', 'ja', 'ko', 'th', 'vi'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

function parse(tables: string[]): Map<string, Record<TranslatedLang, string>> {
  const phrases = new Map<string, Record<TranslatedLang, string>>();
  for (const line of tables.join('\n').split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith('=')) {
      const same = line.slice(1);
      phrases.set(same, Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, same])) as Record<TranslatedLang, string>);
      continue;
    }
    const [en, ...texts] = line.split('|');
    if (texts.length !== TRANSLATED_LANGS.length || texts.some((t) => !t.trim())) {
      throw new Error(`demo phrase "${en}" needs ${TRANSLATED_LANGS.length} translations`);
    }
    // The first table that names a phrase wins (a word shared by categories reads the same).
    if (!phrases.has(en!)) {
      phrases.set(en!, Object.fromEntries(TRANSLATED_LANGS.map((l, i) => [l, texts[i]!])) as Record<TranslatedLang, string>);
    }
  }
  return phrases;
}

const PHRASES = parse([TECH_PHRASES, HOME_PHRASES, FASHION_PHRASES, FOOD_TOY_PHRASES, SHARED_PHRASES]);

/** Whether the tables translate `en` (the generator's test checks every template phrase). */
export const hasPhrase = (en: string): boolean => PHRASES.has(en);

/** A demo phrase in `lang`; a phrase without translations is a bug in the tables, so it throws. */
export function phrase(en: string, lang: TranslatedLang): string {
  const texts = PHRASES.get(en);
  if (!texts) throw new Error(`demo phrase "${en}" has no translations`);
  return texts[lang];
}
