import { useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api-client';
import type { Refusal } from '../utils/validate';

/**
 * One submission at a time with a loading toast (product-spec §8). A refused call
 * resolves to undefined: the API client has already shown the server's message.
 */
export function useSubmit() {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const loading = Toast.show({ icon: 'loading', duration: 0, content: t('common:list.loading') });
    try {
      const result = await action();
      loading.close();
      return result;
    } catch (error) {
      if (!isApiError(error)) {
        loading.close();
        throw error;
      }
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  /** Shows a client-side refusal; true when there was one. */
  const refuse = (refusal: Refusal | null): boolean => {
    if (refusal) Toast.show({ content: t(`msg.${refusal.key}`, refusal.params) });
    return refusal !== null;
  };

  return { run, refuse, busy };
}
