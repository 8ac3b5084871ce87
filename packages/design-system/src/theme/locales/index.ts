// antd-mobile's own locale objects: the design system ships no strings of its
// own, it only forwards the component locale chosen by the app.
import antdEnUS from 'antd-mobile/es/locales/en-US';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import antdJaJP from 'antd-mobile/es/locales/ja-JP';
import antdKoKR from 'antd-mobile/es/locales/ko-KR';
import antdThTH from 'antd-mobile/es/locales/th-TH';
import antdViVN from 'antd-mobile/es/locales/vi-VN';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';

/** The texts of antd-mobile's own components (dialog buttons, pull-to-refresh, pickers…), as `ThemeProvider` takes them. */
export type Locale = AntdLocale;

/** antd-mobile's texts in English (United States): the default locale. */
export const enUS: Locale = antdEnUS;
/** antd-mobile's texts in Simplified Chinese. */
export const zhCN: Locale = antdZhCN;
/** antd-mobile's texts in Japanese. */
export const jaJP: Locale = antdJaJP;
/** antd-mobile's texts in Korean. */
export const koKR: Locale = antdKoKR;
/** antd-mobile's texts in Thai. */
export const thTH: Locale = antdThTH;
/** antd-mobile's texts in Vietnamese. */
export const viVN: Locale = antdViVN;

/** The app's language codes (the `file_name` of the language list). */
export type LanguageCode = 'en' | 'zh-cn' | 'ja' | 'ko' | 'th' | 'vi';

/** The six app languages, in the order the language list shows them. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'zh-cn', 'ja', 'ko', 'th', 'vi'];

const byLanguage: Record<LanguageCode, Locale> = {
  en: enUS,
  'zh-cn': zhCN,
  ja: jaJP,
  ko: koKR,
  th: thTH,
  vi: viVN,
};

/** antd-mobile locale for an app language code; unknown codes fall back to en-US (docs/product.md#constants). */
export function localeFor(lang: LanguageCode | (string & {})): Locale {
  return byLanguage[lang.toLowerCase() as LanguageCode] ?? enUS;
}
