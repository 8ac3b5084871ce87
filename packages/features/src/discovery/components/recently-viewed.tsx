import { useTranslation } from 'react-i18next';
import { useRecentlyViewed } from '../api/get-recently-viewed';
import { useDiscoveryScope } from '../api/discovery-key';
import { DiscoveryStrip } from './discovery-strip';

/** The products the shopper opened last; nothing when signed out or before the first one. */
export function RecentlyViewed() {
  const { t } = useTranslation('discovery');
  const [, token] = useDiscoveryScope();
  const { data, isLoading } = useRecentlyViewed();
  if (!token) return null;
  return <DiscoveryStrip title={t('recentlyViewed')} products={data?.data} loading={isLoading} />;
}
