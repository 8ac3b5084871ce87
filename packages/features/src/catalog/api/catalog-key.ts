import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib';

export { CATALOG_PAGE_SIZE as PAGE_SIZE } from '@bazaar/contract';

/**
 * What every catalog cache key ends with: the language (names and titles are
 * localized) and whether a shopper is signed in (`followed` / `is_favourite`).
 */
export function useKeyScope(): readonly [string, boolean] {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return [i18n.language, !!token] as const;
}
