import type { Lang } from '@bazaar/contract';
import type { LocaleBundle } from '../../lib';
import { contentTitles } from '../content-editors/locales/titles';
import { catalogLocales } from './catalog';
import { chainDepositLocales } from './chain-deposits';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { operationsLocales } from './operations';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

const base: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
/** Screen groups with their own locale files; their `title` and `status` entries merge with the console's. */
const parts: LocaleBundle[] = [catalogLocales, operationsLocales, chainDepositLocales, contentTitles];

type Messages = Record<string, unknown> & { title?: object; status?: object };
const joined = (lang: Lang) =>
  parts.reduce<Messages>((acc, part) => {
    const p = part[lang] as Messages;
    return { ...acc, ...p, title: { ...acc.title, ...p.title }, status: { ...acc.status, ...p.status } };
  }, base[lang] as Messages);

/** Strings of the operator console (namespace `console`). */
export const consoleLocales: LocaleBundle = {
  en: joined('en'),
  'zh-cn': joined('zh-cn'),
  ja: joined('ja'),
  ko: joined('ko'),
  th: joined('th'),
  vi: joined('vi'),
};
