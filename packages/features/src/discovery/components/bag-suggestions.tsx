import { useTranslation } from 'react-i18next';
import { useBagSuggestions } from '../api/get-bag-suggestions';
import { useDiscoveryScope } from '../api/discovery-key';
import { DiscoveryStrip } from './discovery-strip';

/** Under an empty bag: like what the shopper looked at or saved, else the best sellers. */
export function BagSuggestions() {
  const { t } = useTranslation('discovery');
  const [, token] = useDiscoveryScope();
  const { data, isLoading } = useBagSuggestions();
  if (!token) return null;
  return (
    <DiscoveryStrip
      title={data?.kind === 'popular' ? t('popular') : t('recommend')}
      products={data?.products}
      loading={isLoading}
    />
  );
}
