import type { LocaleBundle } from '../../../lib/i18n';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** The desk strings (navigation groups, tables, filters, bulk actions), joined into the `console` namespace. */
export const consoleDeskLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
