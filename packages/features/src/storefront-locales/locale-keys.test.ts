// Every translation key the code names exists in every language, and every language has every English key:
// a missing key shows as raw text (`links.withdrawalRecords`) on the screen, in one language or all of them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGS, type Lang } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import type { LocaleBundle } from '../lib';
import { consoleBundles } from '../console-locales';
import { STOREFRONT_NAMESPACES, loadStorefrontLanguage } from '.';

const root = join(import.meta.dirname, '../../../..');
const sourceDirs = ['packages/features/src', 'packages/design-system/src', 'apps/shop/src', 'apps/console/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['locales', 'stories'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Flattens nested messages to their dotted keys (`links.topUpRecord`). */
function flatKeys(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** A key as i18next looks it up: plural forms (`count_one`, `count_other`) answer to `count`. */
const lookupKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

async function allBundles(): Promise<Record<string, LocaleBundle>> {
  const languages = await Promise.all(LANGS.map(async (lang) => [lang, await loadStorefrontLanguage(lang)] as const));
  const storefront = Object.fromEntries(
    STOREFRONT_NAMESPACES.map((ns) => [
      ns,
      Object.fromEntries(languages.map(([lang, { messages }]) => [lang, messages[ns] as Record<string, unknown>])),
    ]),
  );
  return { ...storefront, ...consoleBundles } as Record<string, LocaleBundle>;
}

/** The literal keys a file passes to `t(…)` (or `i18nKey`), each with the namespaces it may come from. */
function usedKeys(source: string, file: string): { key: string; namespaces: string[] }[] {
  // A route table names its titles and tab labels as plain strings: the shop's in `common`, the console's in `console`.
  if (file.endsWith('config/routes.tsx')) {
    const namespaces = file.includes('apps/console/') ? ['console'] : ['common'];
    return [...source.matchAll(/'((?:title|tab)\.\w+)'/g)].map((m) => ({ key: m[1]!, namespaces }));
  }
  const declared = [...source.matchAll(/useTranslation\(\s*'([\w]+)'/g)].map((m) => m[1]!);
  const namespaces = declared.length > 0 ? declared : ['common'];
  // `t('key')`, `t('ns:key')`, `t('key', { ns: 'ns' })` and `<Trans i18nKey="key">`.
  const calls = source.matchAll(/\bt\(\s*'([^']+)'(?:,\s*\{\s*ns:\s*'(\w+)')?|i18nKey="([^"]+)"/g);
  return [...calls].map(([, call, option, transKey]) => {
    const named = call ?? transKey!;
    const [prefix, key] = named.includes(':') ? named.split(':', 2) : [option, named];
    return { key: key!, namespaces: prefix ? [prefix] : namespaces };
  });
}

describe('translation keys', () => {
  it('every key the code uses exists in every language', async () => {
    const bundles = await allBundles();
    // Each namespace's keys per language, read once: looked up for every call of every file.
    const keysOf = new Map<string, Set<string>>();
    const has = (ns: string, lang: string, key: string) => {
      const id = `${ns}/${lang}`;
      if (!keysOf.has(id)) keysOf.set(id, new Set(flatKeys(bundles[ns]?.[lang as Lang] ?? {}).map(lookupKey)));
      return keysOf.get(id)!.has(key);
    };
    const missing: string[] = [];
    for (const dir of sourceDirs) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const { key, namespaces } of usedKeys(readFileSync(file, 'utf8'), file)) {
          for (const lang of LANGS) {
            const found = namespaces.some((ns) => has(ns, lang, key));
            if (!found) missing.push(`${relative(root, file)}: ${namespaces.join('|')}:${key} (${lang})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every language has every English key', async () => {
    const bundles = await allBundles();
    const missing = Object.entries(bundles).flatMap(([ns, bundle]) => {
      const english = flatKeys(bundle.en);
      return LANGS.flatMap((lang) => {
        const keys = new Set(flatKeys(bundle[lang]).map(lookupKey));
        return english.filter((key) => !keys.has(lookupKey(key))).map((key) => `${ns}:${key} (${lang})`);
      });
    });
    expect(missing).toEqual([]);
  });
});
