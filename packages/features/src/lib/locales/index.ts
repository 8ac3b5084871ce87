import type { Lang } from '@bazaar/contract';
import { en, type CommonMessages } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

export type { CommonMessages };
/** The shared strings (namespace `common`) in each of the six languages. */
export const commonLocales: Record<Lang, CommonMessages> = { en, 'zh-cn': zhCn, ja, ko, th, vi };
