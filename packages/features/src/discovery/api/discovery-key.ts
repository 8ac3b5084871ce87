import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib';

/** Cards in one strip: a phone shows two and a half, a swipe or two more. */
export const STRIP_SIZE = 10;
/** Cards per page of the endless Following list (two columns). */
export const PAGE_SIZE = 10;

/**
 * What every discovery cache key ends with: the language (titles are localized) and the token
 * (the lists are the shopper's own; a recommendation is personal with one). Undefined token:
 * signed out.
 */
export function useDiscoveryScope(): readonly [string, string | undefined] {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return [i18n.language, token ?? undefined] as const;
}
