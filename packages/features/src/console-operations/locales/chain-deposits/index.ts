import type { LocaleBundle } from '../../../lib';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** The chain deposits view's strings; console-operations/locales merges them into its part. */
export const chainDepositLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
