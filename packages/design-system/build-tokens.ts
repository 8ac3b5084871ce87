/**
 * Builds src/theme/tokens.css from the DTCG files in tokens/ with Style Dictionary: one CSS block per layer,
 * in the cascade's order (light, dark, then each brand and the brand in dark mode).
 *
 * The CSS is committed: Storybook, the apps' dev servers and Vitest read src/ through the "source" export
 * condition, so a fresh clone works without a build; the package's build writes it again before tsup, and
 * src/theme/tokens.test.ts fails when it says something the JSON does not.
 *
 * A block holds the tokens whose value comes through its layer: a brand's block lists what the brand file sets
 * or what reads it; the brand's dark block what the dark file sets that reads what the brand sets
 * (`color.primary` → `{brand.dark.primary}`).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import StyleDictionary from 'style-dictionary';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import { getReferences } from 'style-dictionary/utils';
import { BRAND_KNOBS, cssValue, cssVar, type TokenTree } from './src/theme/design-tokens';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const TOKENS = join(HERE, 'tokens');
const OUT = join(HERE, 'src/theme/tokens.css');
const BASE = join(TOKENS, 'base.tokens.json');
const DARK = join(TOKENS, 'dark.tokens.json');

interface Block {
  selector: string;
  /** The files stacked for this block, later ones overriding. */
  files: string[];
  /** The files a token's value must come through to be declared in this block. */
  through: string[];
  comment: string;
}

const brands = readdirSync(join(TOKENS, 'brands'))
  .filter((f) => f.endsWith('.tokens.json'))
  .sort()
  .map((f) => ({ name: f.replace('.tokens.json', ''), file: join(TOKENS, 'brands', f) }));

const BLOCKS: Block[] = [
  {
    selector: ":root,\n[data-theme='light']",
    files: [BASE],
    through: [BASE],
    comment:
      'Light (tokens/base.tokens.json). Also on [data-theme=light], so that a light ThemeProvider nested in a dark ' +
      'one starts again from these values instead of inheriting dark ones.',
  },
  {
    selector: "[data-theme='dark']",
    files: [BASE, DARK],
    through: [DARK],
    comment: 'Dark (tokens/dark.tokens.json): neutrals, and brighter brand colours with dark text on them.',
  },
  ...brands.flatMap(({ name, file }) => [
    {
      selector: `[data-brand='${name}']`,
      files: [BASE, file],
      through: [file],
      comment: `Brand ${name} (tokens/brands/${name}.tokens.json).`,
    },
    {
      selector: `[data-brand='${name}'][data-theme='dark']`,
      files: [BASE, DARK, file],
      through: [DARK, file],
      comment: `Brand ${name} in dark mode.`,
    },
  ]),
];

/**
 * The files stacked: a token of a later file replaces the earlier one whole. (Style Dictionary's own merge of its
 * sources would merge arrays item by item: a brand's shorter font stack would keep the tail of ours.) Each token
 * keeps the file it came from, for `sources`.
 */
function stack(files: string[]): TokenTree {
  const into: TokenTree = {};
  const merge = (target: TokenTree, layer: TokenTree, filePath: string) => {
    for (const [key, node] of Object.entries(layer)) {
      const group = node as TokenTree;
      if (typeof node !== 'object' || node === null || Array.isArray(node)) target[key] = node;
      else if ('$value' in group) target[key] = { ...group, filePath };
      else merge((target[key] ??= {}) as TokenTree, group, filePath);
    }
  };
  for (const file of files) merge(into, JSON.parse(readFileSync(file, 'utf8')) as TokenTree, file);
  return into;
}

/** The token files its value comes from: its own and, through its aliases, theirs. */
function sources(token: TransformedToken, tokens: Parameters<typeof getReferences>[1]): Set<string> {
  const files = new Set([token.filePath]);
  for (const ref of getReferences(token.original.$value, tokens, { usesDtcg: true })) {
    for (const f of sources(ref as TransformedToken, tokens)) files.add(f);
  }
  return files;
}

async function buildBlock({ selector, files, through, comment }: Block): Promise<string> {
  const sd = new StyleDictionary({
    tokens: stack(files) as DesignTokens,
    usesDtcg: true,
    // A later file overriding an earlier one is the point of layering, not a collision worth a warning.
    log: { warnings: 'disabled', verbosity: 'silent' },
    hooks: {
      transforms: {
        'bz/name': { type: 'name', transform: (token) => cssVar(token.path).slice(2) },
        'bz/css': {
          type: 'value',
          transitive: true,
          filter: (token) => token.$type === 'fontFamily' || token.$type === 'shadow',
          transform: (token) => cssValue(token.$type, token.$value),
        },
      },
      formats: {
        'bz/block': ({ dictionary }) => {
          const lines = dictionary.allTokens
            .filter((t) => t.path[0] !== BRAND_KNOBS)
            .filter((t) => through.every((f) => sources(t, dictionary.tokens).has(f)))
            .flatMap((t) => [
              ...(t.$description && through.includes(t.filePath) ? [`/* ${t.$description} */`] : []),
              `--${t.name}: ${t.$value};`,
            ]);
          return lines.length ? `/* ${comment} */\n${selector} {\n${lines.join('\n')}\n}\n` : '';
        },
      },
    },
    platforms: {
      css: { transforms: ['bz/name', 'bz/css'], files: [{ destination: 'tokens.css', format: 'bz/block' }] },
    },
  });
  const [out] = await sd.formatPlatform('css');
  return String(out?.output ?? '');
}

const blocks = await Promise.all(BLOCKS.map(buildBlock));
const css =
  '/* Built by build-tokens.ts from tokens/*.tokens.json (Style Dictionary): edit the JSON, not this file. */\n' +
  blocks.join('\n');
writeFileSync(OUT, await format(css, { ...(await resolveConfig(OUT)), filepath: OUT }));
console.log(`tokens: ${BLOCKS.length} blocks → ${OUT}`);
