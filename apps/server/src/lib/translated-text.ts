import { LANGS, type Lang, type ProductSpec } from '@bazaar/contract';

/**
 * Catalog text in the reader's language. A translatable column holds the source text, written in
 * the shop's default language (shops.lang; English for platform texts such as banners), and
 * `<column>_i18n` beside it the other languages as JSON { lang: text }. Per field: the request's
 * language, else the source, else English, else any language there is. The source language is
 * never kept in the JSON (writers move it into the column), so no read needs the shop's language.
 */

export type Translations = Partial<Record<Lang, string>>;

/** { lang: text } from JSON text; anything that is not a non-empty string of a known language is dropped. */
export function parseTranslations(json: string | null | undefined): Translations {
  if (!json || json === '{}') return {};
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const out: Translations = {};
    if (!value || typeof value !== 'object') return out;
    for (const lang of LANGS) {
      const text = value[lang];
      if (typeof text === 'string' && text.trim()) out[lang] = text;
    }
    return out;
  } catch {
    return {};
  }
}

/** The fallback chain of one field: request language → source → English → any. */
export function pickText(json: string | null | undefined, lang: Lang, source: string): string {
  if (!json || json === '{}') return source;
  const texts = parseTranslations(json);
  return texts[lang] || source || texts.en || Object.values(texts)[0] || '';
}

/** The language whose text pickText answers with (`source` for the column): keys caches of derived text. */
export function pickedLang(json: string | null | undefined, lang: Lang, source: string): Lang | 'source' {
  const texts = parseTranslations(json);
  if (texts[lang]) return lang;
  if (source) return 'source';
  if (texts.en) return 'en';
  return (Object.keys(texts)[0] as Lang | undefined) ?? 'source';
}

function parseSpecs(json: string): ProductSpec[] {
  try {
    const specs = JSON.parse(json) as unknown;
    return Array.isArray(specs) ? (specs as ProductSpec[]) : [];
  } catch {
    return [];
  }
}

function specsIn(json: string | null | undefined, lang: Lang): ProductSpec[] | undefined {
  if (!json || json === '{}') return undefined;
  try {
    const value = (JSON.parse(json) as Record<string, unknown>)?.[lang];
    return Array.isArray(value) ? (value as ProductSpec[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A product's specs and the way from its stored SKU labels ({ source name: source value }) to
 * the reader's: each name and value falls back on its own, position for position.
 */
export interface LocalizedSpecs {
  specs: ProductSpec[];
  /** A SKU's stored { name: value } in the reader's language. */
  label(spec: Record<string, string>): Record<string, string>;
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value : fallback;

export function localizeSpecs(specsJson: string, specsI18n: string | null | undefined, lang: Lang): LocalizedSpecs {
  const source = parseSpecs(specsJson);
  const wanted = specsIn(specsI18n, lang);
  const english = lang === 'en' ? undefined : specsIn(specsI18n, 'en');
  const pick = (i: number, j?: number): string => {
    const own = source[i];
    const read = (specs: ProductSpec[] | undefined) => (j === undefined ? specs?.[i]?.name : specs?.[i]?.values?.[j]);
    const fromSource = j === undefined ? own?.name : own?.values[j];
    return text(read(wanted), text(fromSource, text(read(english), '')));
  };
  const specs = source.map((spec, i) => ({ name: pick(i), values: spec.values.map((_, j) => pick(i, j)) }));
  if (!wanted && !english) return { specs: source, label: (spec) => spec };
  return {
    specs,
    label(spec) {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(spec)) {
        const i = source.findIndex((s) => s.name === name);
        const j = i < 0 ? -1 : source[i]!.values.indexOf(value);
        out[i < 0 ? name : specs[i]!.name] = j < 0 ? value : specs[i]!.values[j]!;
      }
      return out;
    },
  };
}

/** "Color: Red; Size: M": how a bag line and an order item show a SKU. */
export const specLine = (spec: Record<string, string>): string =>
  Object.entries(spec)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
