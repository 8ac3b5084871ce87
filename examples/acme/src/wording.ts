import type { Lang } from '@bazaar/contract';

/** The languages Acme speaks; any other choice shows English. */
export type AcmeLang = Extract<Lang, 'en' | 'th'>;
export const acmeLang = (lang: string): AcmeLang => (lang === 'th' ? 'th' : 'en');

type Strings = { [key: string]: string | Strings };

/**
 * Acme's words, by namespace: a few of Bazaar's strings said Acme's way (`common`, `checkout`) and Acme's own
 * namespace for the header and the tab bar. Layered over Bazaar's strings key by key: the rest stays as it is.
 */
export const wording: Record<AcmeLang, Record<string, Strings>> = {
  en: {
    common: { appName: 'Acme' },
    checkout: { payNow: 'Pay with Acme Wallet' },
    acme: {
      home: 'Acme home',
      back: 'Back',
      tabs: 'Acme',
      language: 'ภาษาไทย',
      tab: { home: 'Home', search: 'Search', bag: 'Bag', orders: 'Orders', wallet: 'Wallet' },
    },
  },
  th: {
    common: { appName: 'แอคมี' },
    checkout: { payNow: 'ชำระด้วยกระเป๋าเงินแอคมี' },
    acme: {
      home: 'หน้าแรกของแอคมี',
      back: 'ย้อนกลับ',
      tabs: 'แอคมี',
      language: 'English',
      tab: { home: 'หน้าแรก', search: 'ค้นหา', bag: 'ถุง', orders: 'คำสั่งซื้อ', wallet: 'กระเป๋าเงิน' },
    },
  },
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `over` laid on `base` key by key, at every depth. */
export function layer(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = base[key];
    out[key] = isTree(value) && isTree(below) ? layer(below, value) : value;
  }
  return out;
}
