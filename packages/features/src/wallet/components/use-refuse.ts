import { useTranslation } from 'react-i18next';
import { Toast, useFormatMoney } from '@bazaar/design-system';
import type { Refusal } from '../utils/validate';

/** Shows a client-side refusal (§5 message) as a toast, its limits as money with the currency (as the server writes them); true when there was one. */
export function useRefuse() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  return (refusal: Refusal | null): boolean => {
    const params =
      refusal?.params && Object.fromEntries(Object.entries(refusal.params).map(([k, v]) => [k, `$${money(v)}`]));
    if (refusal) Toast.show({ content: t(`msg.${refusal.key}`, params) });
    return refusal !== null;
  };
}
