import type { LocaleBundle } from '../../lib';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** Strings of the chat feature (namespace `chat`); English is the reference. */
export const chatLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
