import { useTranslation } from 'react-i18next';
import type { AdminVoucher } from '@bazaar/contract';
import { confirmDialog, Toast } from '@bazaar/design-system';
import { useApi, useRefreshAfter, useSubmit } from '../../lib';

/**
 * Stops a voucher once its owner confirms; then every voucher list (cards, desk table, editor) loads afresh.
 * A refusal has been shown by the API client.
 */
export function useStopVoucher(): (voucher: AdminVoucher) => Promise<void> {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run } = useSubmit();
  const refresh = useRefreshAfter();
  return async (voucher) => {
    const content = t('voucher.stopConfirm', { title: voucher.title });
    if (!(await confirmDialog({ content, confirmText: t('voucher.stop'), cancelText: t('cancel') }))) return;
    if ((await run(() => api.admin.voucher.stop(voucher.id))) === undefined) return;
    Toast.show({ icon: 'success', content: t('voucher.stopped') });
    await refresh('voucherSave');
  };
}
