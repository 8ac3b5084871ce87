import type { LocaleBundle } from '../../lib';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** The voucher screens' strings and titles; `joinConsoleLocales` (lib) joins them into the `console` namespace. */
export const consoleVoucherLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
