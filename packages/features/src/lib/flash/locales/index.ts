import type { LocaleBundle } from '../../i18n';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** Strings of flash sales (namespace `flash`): home, product detail and the flash page; English is the reference. */
export const flashLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
