export { ThemeProvider, type ThemeProviderProps } from './provider';
export { enableAntdMobileOnReact19 } from './antd-react19';
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
