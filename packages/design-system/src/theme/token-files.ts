// The token files, for the tokens page and the tokens test (Vite's import.meta.glob: not part of the package's build).
import base from '../../tokens/base.tokens.json';
import dark from '../../tokens/dark.tokens.json';
import { BRAND_KNOBS, resolveTokens, type DesignToken, type TokenTree } from './design-tokens';

const brandFiles = import.meta.glob<TokenTree>('../../tokens/brands/*.tokens.json', { eager: true, import: 'default' });

/** Each brand's tokens file by the brand's name (`ocean` for tokens/brands/ocean.tokens.json). */
export const BRANDS: Record<string, TokenTree> = Object.fromEntries(
  Object.entries(brandFiles).map(([file, tokens]) => [file.replace(/^.*\/|\.tokens\.json$/g, ''), tokens]),
);

export type Theme = 'light' | 'dark';

/** The CSS variables (brand tokens) an element gets in a theme and brand, as the token files say. */
export function tokensFor(theme: Theme, brand?: string): DesignToken[] {
  const files = [base, ...(theme === 'dark' ? [dark] : []), ...(brand ? [BRANDS[brand]!] : [])];
  return resolveTokens(files).filter((t) => t.path[0] !== BRAND_KNOBS);
}
