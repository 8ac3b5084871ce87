import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { askFields } from './ask';
import { useDialogTexts } from '../../console-kit/components/use-texts';

/** Ships a paid order after asking for the carrier and tracking number; then `onShipped`. */
export function useShip(onShipped: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  return async (id: number) => {
    const values = await askFields(
      t('action.ship'),
      [
        { key: 'company', placeholder: t('action.carrier') },
        { key: 'number', placeholder: t('action.trackingNumber') },
      ],
      texts,
    );
    if (!values) return;
    if (!values.company || !values.number) {
      Toast.show({ content: t('action.shipRequired') });
      return;
    }
    if ((await run(() => api.admin.ship({ id, ...values }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await onShipped();
  };
}
