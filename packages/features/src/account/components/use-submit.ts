import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useSubmit as useSubmitRunner } from '../../lib';
import type { MsgKey } from '../validate';

/** The shared submit runner plus the account forms' client-side refusals (docs/product.md#form-messages). */
export function useSubmit() {
  const { t } = useTranslation('account');
  const runner = useSubmitRunner();

  /** Shows a validation message; true when there was one. */
  const refuse = (key: MsgKey | null): boolean => {
    if (key) Toast.show({ content: t(`msg.${key}`) });
    return key !== null;
  };

  return { ...runner, refuse };
}
