import type { Lang } from '@bazaar/contract';
import type { LocaleBundle } from '../../lib';
import { chainDepositLocales } from './chain-deposits';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCn } from './zh-cn';

type Messages = Record<string, unknown> & { status?: object };
const base: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
/** The screens' own strings with the chain deposits view's, whose `status` entries add to the screens'. */
const withChainDeposits = (lang: Lang): Messages => {
  const screens = base[lang] as Messages;
  const deposits = chainDepositLocales[lang] as Messages;
  return { ...screens, ...deposits, status: { ...screens.status, ...deposits.status } };
};

/** The operations screens' strings; `joinConsoleLocales` (lib) joins them into the `console` namespace. */
export const consoleOperationsLocales: LocaleBundle = {
  en: withChainDeposits('en'),
  'zh-cn': withChainDeposits('zh-cn'),
  ja: withChainDeposits('ja'),
  ko: withChainDeposits('ko'),
  th: withChainDeposits('th'),
  vi: withChainDeposits('vi'),
};
