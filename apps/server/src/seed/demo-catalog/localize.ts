import { phrase, TRANSLATED_LANGS, type TranslatedLang } from './data/translations';
import type { DemoSpec, Translated } from './types';
import { escapeXml } from './xml';

/** The parts a demo title is made of; `line` is a brand and stays as it is. */
export interface TitleParts {
  line?: string | undefined;
  variant: string;
  noun: string;
  extra?: string | undefined;
}

/** Mid-phrase, a Vietnamese word loses its capital, unless it is a code (5G, AMOLED). */
const midVi = (text: string): string => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** A title in each language's own order: adjectives before the noun in CJK, after it in Thai and Vietnamese. */
export function composeTitle(lang: TranslatedLang | 'en', parts: TitleParts): string {
  if (lang === 'en') {
    const line = parts.line ? `${parts.line} ` : '';
    return `${line}${parts.variant} ${parts.noun}${parts.extra ? `, ${parts.extra}` : ''}`;
  }
  const t = (en: string) => phrase(en, lang);
  const line = parts.line ?? '';
  const variant = t(parts.variant);
  const noun = t(parts.noun);
  const extra = parts.extra ? t(parts.extra) : '';
  switch (lang) {
    case 'zh-cn':
      return `${line ? `${line} ` : ''}${variant}${noun}${extra ? `，${extra}` : ''}`;
    case 'ja':
      return `${line ? `${line} ` : ''}${variant} ${noun}${extra ? `、${extra}` : ''}`;
    case 'ko':
      return `${line ? `${line} ` : ''}${variant} ${noun}${extra ? `, ${extra}` : ''}`;
    case 'th':
      return [noun, variant, line, extra].filter(Boolean).join(' ');
    case 'vi':
      return `${[noun, midVi(variant), line].filter(Boolean).join(' ')}${extra ? `, ${midVi(extra)}` : ''}`;
  }
}

/** Every translation of a title. */
export const titleTranslations = (parts: TitleParts): Translated =>
  Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, composeTitle(lang, parts)]));

const EVERYDAY = 'Thoughtfully made {noun} for everyday use.';

/** The description: title, a line about the item, its features and a care line (safe simple HTML). */
export function contentHtml(
  lang: TranslatedLang | 'en',
  title: string,
  item: { noun: string; features: readonly string[] },
  care: string,
): string {
  const t = (en: string) => (lang === 'en' ? en : phrase(en, lang));
  const noun = lang === 'en' ? item.noun.toLowerCase() : t(item.noun);
  const features = item.features.map((f) => `<li>${escapeXml(t(f))}</li>`).join('');
  return (
    `<p><strong>${escapeXml(title)}</strong></p>` +
    `<p>${escapeXml(t(EVERYDAY).replace('{noun}', noun))}</p>` +
    `<ul>${features}</ul><p>${escapeXml(t(care))}</p>`
  );
}

/** The specs in every language, position for position (SKU labels follow them). */
export const specTranslations = (specs: DemoSpec[]): Translated<DemoSpec[]> =>
  Object.fromEntries(
    TRANSLATED_LANGS.map((lang) => [
      lang,
      specs.map((s) => ({ name: phrase(s.name, lang), values: s.values.map((v) => phrase(v, lang)) })),
    ]),
  );

/** Sentences joined as each script writes them: no space after CJK full stops. */
export const sentences = (lang: TranslatedLang, parts: string[]): string =>
  parts.map((p) => phrase(p, lang)).join(lang === 'zh-cn' || lang === 'ja' ? '' : ' ');

/** A plain phrase in every language. */
export const phraseTranslations = (en: string): Translated =>
  Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, phrase(en, lang)]));
