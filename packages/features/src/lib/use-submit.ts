import { useRef, useState } from 'react';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api-client';

/**
 * Runs a form's call one at a time, with a loading toast that has no timeout
 * (docs/product.md#errors-and-toasts). A refused call resolves to undefined: the API client has
 * already replaced the loading toast with the server's msg.
 */
export function useSubmit() {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const loading = Toast.show({ icon: 'loading', duration: 0, content: t('list.loading') });
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

  return { run, busy };
}
