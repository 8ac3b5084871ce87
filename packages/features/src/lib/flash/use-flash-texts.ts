import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@bazaar/design-system';

/** The words beside a flash offer's progress bar: units sold in the locale's numbers, or "Sold out". */
export function useFlashProgressLabel() {
  const { t } = useTranslation('flash');
  const number = useNumberFormat();
  return (offer: { sold: number; stock: number }) =>
    offer.sold >= offer.stock ? t('soldOut') : t('soldCount', { sold: number.count(offer.sold) });
}
