import type { LocaleBundle } from '../../../lib/i18n';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** The report strings (export, charts, ledger, monthly statement); `joinConsoleLocales` joins them in. */
export const consoleReportLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
