import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toast } from '@bazaar/design-system';
import { useApi } from '../api-provider';
import { useLinks } from '../links';
import { ENDPOINTS } from '../queries/keys';
import { useRevalidate } from '../revalidate';
import { tokenStore } from '../session';

/**
 * Collects a voucher: a visitor is asked to sign in first and comes back; then every list of vouchers (what to
 * collect, mine) is refreshed. A refusal (none left, holding enough) has been shown by the API client.
 */
export function useCollectVoucher(): (id: number) => Promise<void> {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const { t } = useTranslation('vouchers');
  return async (id) => {
    if (!tokenStore.get()) {
      navigate(links.login(`${window.location.pathname}${window.location.search}`));
      return;
    }
    try {
      await api.voucher.collect(id);
    } catch {
      return;
    }
    Toast.show({ icon: 'success', content: t('collectedToast') });
    await revalidate(ENDPOINTS.vouchers, ENDPOINTS.myVouchers);
  };
}
