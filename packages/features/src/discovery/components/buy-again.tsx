import { useTranslation } from 'react-i18next';
import { useBuyAgain } from '../api/get-buy-again';
import { useDiscoveryScope } from '../api/discovery-key';
import { DiscoveryStrip } from './discovery-strip';

/** Products of the shopper's received or completed orders; nothing when signed out or none. */
export function BuyAgain() {
  const { t } = useTranslation('discovery');
  const [, token] = useDiscoveryScope();
  const { data, isLoading } = useBuyAgain();
  if (!token) return null;
  return <DiscoveryStrip title={t('buyAgain')} products={data?.data} loading={isLoading} />;
}
