import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../utils/validate';

/** Shows a client-side refusal (§5 message) as a toast; true when there was one. */
export function useRefuse() {
  const { t } = useTranslation('wallet');
  return (refusal: Refusal | null): boolean => {
    if (refusal) Toast.show({ content: t(`msg.${refusal.key}`, refusal.params) });
    return refusal !== null;
  };
}
