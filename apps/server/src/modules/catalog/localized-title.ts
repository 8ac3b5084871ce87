import type { Lang } from '@bazaar/contract';

/** A product's title in `lang` from its title_i18n JSON, else the English one, else `fallback`. */
export function localizedTitle(json: string, lang: Lang, fallback: string): string {
  try {
    const names = JSON.parse(json) as Record<string, string>;
    return names[lang] || names.en || fallback;
  } catch {
    return fallback;
  }
}
