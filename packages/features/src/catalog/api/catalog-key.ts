import { useTranslation } from 'react-i18next';
import { tokenStore } from '../../lib';

export const PAGE_SIZE = 10;

/**
 * What every catalog cache key ends with: the language (names and titles are
 * localized) and whether a shopper is signed in (`followed` / `is_favourite`).
 */
export function useKeyScope(): readonly [string, boolean] {
  const { i18n } = useTranslation();
  return [i18n.language, !!tokenStore.get()] as const;
}
