/**
 * Reading the DTCG token files (`tokens/*.tokens.json`) without Style Dictionary: the tokens page in Storybook
 * lists them, and the unit test checks the CSS that Style Dictionary built against them. The CSS spelling of a
 * value (font stacks, shadows) is defined here once and used by the build too (`build-tokens.ts`).
 */

/** A DTCG file: groups of groups, tokens are the objects that hold a `$value`. */
export type TokenTree = { [key: string]: unknown };

/** The group a brand sets per mode; its tokens are read by others and are not CSS variables themselves. */
export const BRAND_KNOBS = 'brand';

export interface DesignToken {
  /** e.g. `['color', 'primary']`. */
  path: string[];
  /** The CSS custom property, e.g. `--bz-color-primary`. */
  cssVar: string;
  type: string;
  /** The value with every alias followed, as CSS writes it. */
  css: string;
  description?: string;
  /** The token this one points at (`{brand.light.primary}` → `brand.light.primary`). */
  aliasOf?: string;
}

export const cssVar = (path: readonly string[]) => `--bz-${path.join('-')}`;

/** Named families with a capital or a space are quoted; keywords and lower-case system names are not. */
const fontName = (name: string) => (/[A-Z\s]/.test(name) ? `'${name}'` : name);

interface Shadow {
  color: string;
  offsetX: string;
  offsetY: string;
  blur: string;
  spread?: string;
  inset?: boolean;
}
const isZero = (length: string | undefined) => !length || parseFloat(length) === 0;
const shadow = ({ color, offsetX, offsetY, blur, spread, inset }: Shadow) =>
  [inset ? 'inset' : '', offsetX, offsetY, blur, isZero(spread) ? '' : spread, color].filter(Boolean).join(' ');

/** A resolved DTCG value as CSS writes it. */
export function cssValue(type: string | undefined, value: unknown): string {
  if (type === 'fontFamily')
    return ([] as string[])
      .concat(value as string[])
      .map(fontName)
      .join(', ');
  if (type === 'shadow')
    return ([] as Shadow[])
      .concat(value as Shadow[])
      .map(shadow)
      .join(', ');
  return String(value);
}

interface Leaf {
  $value: unknown;
  $type?: string;
  $description?: string;
}
interface Entry {
  leaf: Leaf;
  type?: string;
}

function flatten(tree: TokenTree, into: Map<string, Entry>, path: string[] = [], type?: string) {
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$') || typeof node !== 'object' || node === null) continue;
    const group = node as TokenTree & Partial<Leaf>;
    const own = group.$type ?? type;
    if ('$value' in group) into.set([...path, key].join('.'), { leaf: group as Leaf, type: own });
    else flatten(group, into, [...path, key], own);
  }
}

const ALIAS = /^\{([^{}]+)\}$/;

/**
 * The tokens of several files stacked in order (later files override earlier ones, as Tokens Studio stacks its
 * sets and Style Dictionary its sources), with aliases followed, including aliases inside composite values.
 */
export function resolveTokens(files: readonly TokenTree[]): DesignToken[] {
  const entries = new Map<string, Entry>();
  for (const file of files) flatten(file, entries);

  const follow = (value: unknown, seen: string[]): unknown => {
    if (typeof value === 'string') {
      const target = ALIAS.exec(value)?.[1];
      if (!target) return value;
      const entry = entries.get(target);
      if (!entry) throw new Error(`${seen[0]}: {${target}} names no token`);
      if (seen.includes(target)) throw new Error(`${seen[0]}: circular alias through ${target}`);
      return follow(entry.leaf.$value, [...seen, target]);
    }
    if (Array.isArray(value)) return value.map((v) => follow(v, seen));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, follow(v, seen)]));
    }
    return value;
  };

  return [...entries].map(([name, { leaf, type }]) => {
    const value = follow(leaf.$value, [name]);
    const path = name.split('.');
    return {
      path,
      cssVar: cssVar(path),
      type: type ?? 'unknown',
      css: cssValue(type, value),
      description: leaf.$description,
      aliasOf: typeof leaf.$value === 'string' ? ALIAS.exec(leaf.$value)?.[1] : undefined,
    };
  });
}
