import { DEFAULT_LANG, normalizeLang, resolveKoreanParticles, type Lang } from '@bazaar/contract';
import { en, type Catalogue, type MessageKey } from './messages/en';
import { ja } from './messages/ja';
import { ko } from './messages/ko';
import { th } from './messages/th';
import { vi } from './messages/vi';
import { zhCn } from './messages/zh-cn';
import { formatMoneyFor, type MoneyParam } from './money';

export type { MessageKey } from './messages/en';
export { formatMoneyFor, moneyParam, type MoneyParam } from './money';
export type MessageParams = Record<string, string | number | MoneyParam>;

export const catalogues: Record<Lang, Catalogue> = { en, 'zh-cn': zhCn, ja, ko, th, vi };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** A parameter as `lang` writes it: money grouped with its currency, anything else as it is. */
function paramText(lang: Lang, value: MessageParams[string]): string {
  return typeof value === 'object' ? formatMoneyFor(lang, value.money) : String(value);
}

/**
 * The text of `key` in `lang` with `{name}` parameters filled in; English when a text is missing.
 * Money parameters ({@link moneyParam}) are written the reader's way: "$1,234.50", "$1.234,50" (vi).
 * Korean particles after a parameter (`{field}을(를)`) follow the word filled in.
 */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[lang][key] ?? en[key];
  if (!params) return template;
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? paramText(lang, params[name]!) : whole,
  );
  return lang === 'ko' ? resolveKoreanParticles(text) : text;
}

/**
 * Text stored as a message key with its parameters (JSON), read in the reader's language: what
 * notifications and tracking lines keep. Text written as plain text (params '') shows as written.
 * `current` adds parameters known only at read time (a product's title in the reader's language).
 */
export function renderStored(lang: Lang, text: string, rawParams: string, current?: MessageParams): string {
  if (!rawParams || !isMessageKey(text)) return text;
  try {
    return translate(lang, text, { ...(JSON.parse(rawParams) as MessageParams), ...current }).trim();
  } catch {
    return text;
  }
}

/** Where the language of a request can come from, in the contract's order of precedence. */
export interface LangSources {
  query?: unknown;
  body?: unknown;
  cookie?: string;
  acceptLanguage?: string;
}

function langParam(container: unknown): unknown {
  return container && typeof container === 'object' ? (container as Record<string, unknown>).lang : undefined;
}

/** `lang` (query, then body), else the Local_Lang cookie, else Accept-Language, else English. */
export function resolveLang(sources: LangSources): Lang {
  const direct = normalizeLang(langParam(sources.query)) ?? normalizeLang(langParam(sources.body));
  if (direct) return direct;
  const cookie = normalizeLang(sources.cookie);
  if (cookie) return cookie;
  for (const part of (sources.acceptLanguage ?? '').split(',')) {
    const lang = normalizeLang(part.split(';')[0]);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
