import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, type Lang } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';

/**
 * One term per thing per language, across every text the product ships or stores: the storefront's
 * and the console's locale files, the server's messages (refusals, notifications) and the demo
 * seed (help articles, catalog). The glossary itself is written down in packages/features/README.md
 * ("Glossary"); these are the words it rules out. A repository-wide check, so it reads files.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Rule {
  /** What the text must not say. */
  pattern: RegExp;
  /** Only texts under these keys (default: every text). */
  keys?: RegExp;
  why: string;
}

const FORBIDDEN: Record<Lang, Rule[]> = {
  en: [
    { pattern: /\bpay(ment)? password\b/i, why: 'the payment code is "payment code"' },
    {
      pattern: /\bwaiting (pay|deliver)\b|\bdraw backing\b|\bin after sale\b/i,
      why: 'order words: To pay / To ship / Refunding / After-sale',
    },
    { pattern: /\bat least 6 digits\b/i, why: 'a payment code is exactly 6 digits' },
  ],
  'zh-cn': [
    { pattern: /支付码|付款密码|交易密码/, why: 'the payment code is 支付密码' },
    { pattern: /支付密码至少|至少\s*6\s*位数字/, why: 'a payment code is exactly 6 digits' },
  ],
  ja: [
    { pattern: /支払い?パスワード|決済パスワード/, why: 'the payment code is 支払いコード' },
    { pattern: /6\s*(桁|文字)以上の数字|6\s*桁以上/, why: 'a payment code is exactly 6 digits' },
    { pattern: /支払番号/, why: 'the payment number is 支払い番号' },
  ],
  ko: [
    { pattern: /결제 (코드|암호)/, why: 'the payment code is 결제 비밀번호' },
    { pattern: /6자리? 이상의 숫자|6자리 이상/, why: 'a payment code is exactly 6 digits' },
  ],
  th: [
    { pattern: /รหัสผ่าน(การ)?ชำระเงิน/, why: 'the payment code is รหัสชำระเงิน' },
    { pattern: /อย่างน้อย\s*6\s*หลัก|รหัสชำระเงิน\S*อย่างน้อย/, why: 'a payment code is exactly 6 digits' },
    { pattern: /เลขที่การชำระเงิน/, why: 'the payment number is หมายเลขการชำระเงิน' },
  ],
  vi: [
    { pattern: /mật khẩu thanh toán/i, why: 'the payment code is "mã thanh toán"' },
    {
      pattern: /mã thanh toán/i,
      keys: /^paySn$/,
      why: '"Mã thanh toán" is the payment code only; the payment number is "Mã giao dịch"',
    },
    { pattern: /(ít nhất|tối thiểu) 6 (chữ số|ký tự và chỉ gồm chữ số)/i, why: 'a payment code is exactly 6 digits' },
  ],
};

interface Text {
  file: string;
  lang: Lang;
  key: string;
  text: string;
}

const LANG_KEY = /^(en|zh-cn|ja|ko|th|vi)$/;
/** `key: 'text'` (or "text", or a template without substitutions), the value possibly on the next line. */
const ENTRY = /(?:^|[\s{,])'?([\w.-]+)'?:\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** Locale and message files: the language is the file's name (en.ts, zh-cn.ts …). */
function catalogueTexts(file: string): Text[] {
  const lang = path.basename(file, '.ts');
  if (!LANG_KEY.test(lang)) return [];
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(ENTRY)].map((m) => ({ file, lang: lang as Lang, key: m[1]!, text: m[3]! }));
}

/** Seed data: texts keyed by their language ({ en: '…', ja: '…' }). */
function seedTexts(file: string): Text[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(ENTRY)]
    .filter((m) => LANG_KEY.test(m[1]!))
    .map((m) => ({ file, lang: m[1] as Lang, key: m[1]!, text: m[3]! }));
}

const isTs = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
const texts: Text[] = [
  ...walk(path.join(ROOT, 'packages/features/src'), (f) => isTs(f) && f.includes(`${path.sep}locales${path.sep}`)),
  ...walk(path.join(ROOT, 'apps/server/src/i18n/messages'), isTs),
].flatMap(catalogueTexts);
const seeded = walk(path.join(ROOT, 'apps/server/src/seed'), isTs).flatMap(seedTexts);

describe('the glossary (packages/features/README.md)', () => {
  it('finds the texts it checks, in every language', () => {
    for (const lang of LANGS) {
      expect(texts.filter((t) => t.lang === lang).length, lang).toBeGreaterThan(500);
      expect(seeded.filter((t) => t.lang === lang).length, lang).toBeGreaterThan(10);
    }
  });

  it('no locale, message or seed text uses a term the glossary rules out for its language', () => {
    const found = [...texts, ...seeded].flatMap((t) =>
      FORBIDDEN[t.lang]
        .filter((rule) => (!rule.keys || rule.keys.test(t.key)) && rule.pattern.test(t.text))
        .map((rule) => `${path.relative(ROOT, t.file)} ${t.lang} ${t.key}: ${rule.why}: "${t.text.slice(0, 80)}"`),
    );
    expect(found).toEqual([]);
  });

  it('would catch the words the walk-through found', () => {
    const caught = (lang: Lang, text: string, key = 'x') =>
      FORBIDDEN[lang].some((rule) => (!rule.keys || rule.keys.test(key)) && rule.pattern.test(text));
    expect(caught('ja', '支払いパスワードの設定')).toBe(true);
    expect(caught('ja', '6 桁以上の数字が必要です')).toBe(true);
    expect(caught('vi', 'Mã thanh toán', 'paySn')).toBe(true);
    expect(caught('vi', 'Mã thanh toán', 'pay')).toBe(false);
    expect(caught('en', 'Waiting pay')).toBe(true);
    expect(caught('en', 'To pay')).toBe(false);
  });
});
