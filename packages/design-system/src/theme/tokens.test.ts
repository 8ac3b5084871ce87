import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, tokensFor, type Theme } from './token-files';

// The sheet the package ships (tsup copies it into dist/index.css), read as a file: Vitest empties CSS imports.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

interface Rule {
  /** Each selector of the list, as the attributes it requires (`:root` requires none). */
  selectors: Record<string, string>[];
  declarations: [string, string][];
}

const parse = (sheet: string): Rule[] =>
  [...sheet.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selectors: selector!.split(',').map((s) => {
      const attributes = [...s.matchAll(/\[([\w-]+)='([^']*)'\]/g)].map(([, name, value]) => [name!, value!]);
      if (!attributes.length && s.trim() !== ':root') throw new Error(`unexpected selector ${s.trim()}`);
      return Object.fromEntries(attributes);
    }),
    declarations: [...body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  }));

/**
 * The custom properties of <html data-theme=… data-brand=…> under these rules: the most specific matching rule
 * wins, the later one among equals (`:root` and each attribute count one).
 */
function cascade(rules: Rule[], attributes: Record<string, string>): Record<string, string> {
  const matching = rules.flatMap((rule, order) => {
    const specificity = Math.max(
      ...rule.selectors
        .filter((s) => Object.entries(s).every(([name, value]) => attributes[name] === value))
        .map((s) => Math.max(1, Object.keys(s).length)),
    );
    return specificity > 0 ? [{ rule, specificity, order }] : [];
  });
  matching.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  return Object.fromEntries(matching.flatMap(({ rule }) => rule.declarations));
}

const expected = (theme: Theme, brand?: string) =>
  Object.fromEntries(tokensFor(theme, brand).map((t) => [t.cssVar, t.css]));

const cases = ['light', 'dark'].flatMap((theme) =>
  [undefined, ...Object.keys(BRANDS)].map((brand) => ({ theme: theme as Theme, brand, label: brand ?? 'default' })),
);

describe('tokens.css, built from tokens/*.tokens.json', () => {
  it('knows at least one brand', () => {
    expect(Object.keys(BRANDS)).toContain('ocean');
  });

  it.each(cases)('gives $theme, brand $label, exactly the variables the token files resolve to', ({ theme, brand }) => {
    const actual = cascade(parse(css), { 'data-theme': theme, ...(brand ? { 'data-brand': brand } : {}) });
    expect(actual).toEqual(expected(theme, brand));
  });

  it('catches a value edited by hand in the CSS', () => {
    const edited = css.replace('--bz-color-primary: #0b7a7c;', '--bz-color-primary: #0b7a7d;');
    expect(edited).not.toBe(css);
    const actual = cascade(parse(edited), { 'data-theme': 'light', 'data-brand': 'ocean' });
    expect(actual).not.toEqual(expected('light', 'ocean'));
  });
});
