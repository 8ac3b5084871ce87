import { LANGS, type Lang } from '@bazaar/contract';
import type { LocaleBundle } from '../../lib/i18n';
import { consoleDeskLocales } from '../desk/locales';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';
import { consoleReportLocales } from './reports';

/** The strings several console features share: statuses, record fields, actions, dialogs, lists. */
export const consoleSharedLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };

type Messages = Record<string, unknown>;
const isObject = (v: unknown): v is Messages => typeof v === 'object' && v !== null && !Array.isArray(v);
const merge = (a: Messages, b: Messages): Messages =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
      const x = a[k];
      const y = b[k];
      return [k, isObject(x) && isObject(y) ? merge(x, y) : (y ?? x)];
    }),
  );

/**
 * The `console` namespace: the shared strings (and the desk's: navigation, tables) joined with each console feature's part (one per
 * feature: its screens' strings and its routes' titles under `title`), groups merged key by key.
 */
export function joinConsoleLocales(...parts: LocaleBundle[]): LocaleBundle {
  const shared = (lang: Lang) =>
    [consoleDeskLocales, consoleReportLocales].reduce(
      (acc, part) => merge(acc, part[lang] as Messages),
      consoleSharedLocales[lang] as Messages,
    );
  return Object.fromEntries(
    LANGS.map((lang) => [lang, parts.reduce((acc, part) => merge(acc, part[lang]), shared(lang))]),
  ) as LocaleBundle;
}
