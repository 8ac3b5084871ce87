// antd-mobile's own locale objects: the design system ships no strings of its
// own, it only forwards the component locale chosen by the app.
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import thTH from 'antd-mobile/es/locales/th-TH';
import viVN from 'antd-mobile/es/locales/vi-VN';
import type { Locale } from 'antd-mobile/es/locales/base';

export type { Locale };
export { enUS, zhCN, jaJP, koKR, thTH, viVN };

/** The app's language codes (the `file_name` of the language list). */
export type LanguageCode = 'en' | 'zh-cn' | 'ja' | 'ko' | 'th' | 'vi';

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
