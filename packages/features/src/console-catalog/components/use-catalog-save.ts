import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRefreshAfter, useSubmit } from '../../lib';

/** A catalog editor's save: sends `call`, says so, and returns to `listPath` (a refusal shows the server's reason). */
export function useCatalogSave(listPath: string) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { run, busy } = useSubmit();
  const refresh = useRefreshAfter();
  const save = async (call: () => Promise<unknown>) => {
    if ((await run(call)) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.saved') });
    // Lists and editors show the saved record.
    void refresh('catalogSave');
    navigate(listPath);
  };
  return { save, busy };
}
