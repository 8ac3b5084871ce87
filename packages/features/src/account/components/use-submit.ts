import { useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api-client';
import type { MsgKey } from '../validate';

/**
 * Runs a form's call with a loading toast that has no timeout (product-spec
 * §8), one at a time. A refused call resolves to undefined: the API client has
 * already replaced the loading toast with the server's msg.
 */
export function useSubmit() {
  const { t } = useTranslation('account');
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

  /** Shows a client-side validation message; true when there was one. */
  const refuse = (key: MsgKey | null): boolean => {
    if (key) Toast.show({ content: t(`msg.${key}`) });
    return key !== null;
  };

  return { run, refuse, busy };
}
