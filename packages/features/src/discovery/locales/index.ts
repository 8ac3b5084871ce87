import type { LocaleBundle } from '../../lib';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** Strings of the discovery feature (namespace `discovery`). */
export const discoveryLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
