/** The six interface languages, as the API spells them (lower case). */
export const LANGS = ['en', 'zh-cn', 'ja', 'ko', 'th', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** Reads any spelling (`zh-CN`, `ZH_cn`, `en-US`) as one of ours, or undefined. */
export function normalizeLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace('_', '-');
  if ((LANGS as readonly string[]).includes(v)) return v as Lang;
  if (v.startsWith('zh')) return 'zh-cn';
  const base = v.split('-')[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : undefined;
}
