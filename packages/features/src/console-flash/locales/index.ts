import type { LocaleBundle } from '../../lib';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** The flash-sale screens' strings and titles; `joinConsoleLocales` (lib) joins them into the `console` namespace. */
export const consoleFlashLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
