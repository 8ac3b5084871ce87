import type { LocaleBundle } from '../../i18n';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

/** Strings of vouchers (namespace `vouchers`): shop pages, home, checkout and My vouchers; English is the reference. */
export const voucherLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
