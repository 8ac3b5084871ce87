import { useTranslation } from 'react-i18next';
import { StatusBanner } from '@bazaar/design-system';
import { useOnline } from './use-online';

/**
 * "You are offline. Showing what you saw last." above the page while the device has no network:
 * the installed shop then shows the pages its service worker kept (home, bag, orders), and calls
 * that need the server say "You are offline" (the API client's `offline` message).
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  return useOnline() ? null : <StatusBanner tone="warning" placement="inline" message={t('pwa.offlineBanner')} />;
}
