export { ThemeProvider, type ThemeProviderProps } from './provider';
export {
  localeFor,
  LANGUAGE_CODES,
  enUS,
  zhCN,
  jaJP,
  koKR,
  thTH,
  viVN,
  type LanguageCode,
  type Locale,
} from './locales';
