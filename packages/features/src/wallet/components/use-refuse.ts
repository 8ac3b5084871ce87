import { useTranslation } from 'react-i18next';
import { Toast, useFormatMoney } from '@bazaar/design-system';
import type { Refusal } from '../utils/validate';

/** What a refusal's message fills in: its amounts as money with the currency (as the server writes them), its words as they are. */
export function refusalValues(refusal: Refusal, money: (amount: string) => string): Record<string, string> {
  const amounts = Object.entries(refusal.params ?? {}).map(([k, v]) => [k, `$${money(v)}`]);
  return { ...Object.fromEntries(amounts), ...refusal.text };
}

/** Shows a client-side refusal (docs/product.md#form-messages) as a toast; true when there was one. */
export function useRefuse() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  return (refusal: Refusal | null): boolean => {
    if (refusal) Toast.show({ content: t(`msg.${refusal.key}`, refusalValues(refusal, money)) });
    return refusal !== null;
  };
}
