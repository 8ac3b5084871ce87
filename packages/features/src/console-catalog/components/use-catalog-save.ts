import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRevalidate, useSubmit } from '../../lib';

/** A catalog editor's save: sends `call`, says so, and returns to `listPath` (a refusal shows the server's reason). */
export function useCatalogSave(listPath: string) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { run, busy } = useSubmit();
  const revalidate = useRevalidate();
  const save = async (call: () => Promise<unknown>) => {
    if ((await run(call)) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.saved') });
    // Lists and editors show the saved record (every catalog key holds "catalog").
    void revalidate('catalog');
    navigate(listPath);
  };
  return { save, busy };
}
