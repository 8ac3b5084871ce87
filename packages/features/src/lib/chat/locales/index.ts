import type { LocaleBundle } from '../../i18n';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** Strings of a conversation (namespace `chat`): the shop's chat screens and the console's inbox; English is the reference. */
export const chatLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
