import { confirmDialog, Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubmit } from '../../lib';
import type { CardAction } from '../../console-kit/components/record-card';
import { useDialogTexts } from '../../console-kit/components/use-texts';

/**
 * The edit and remove actions of a catalog list's cards. Edit opens `<path>/<id>`; remove asks,
 * deletes through `call`, says so and refreshes the list (a refusal shows the server's reason).
 */
export function useCatalogActions(path: string, refresh: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const texts = useDialogTexts();
  const { run } = useSubmit();

  const remove = async (name: string, call: () => Promise<unknown>) => {
    const question = t('catalog.removeConfirm', { name });
    if (!(await confirmDialog({ content: question, confirmText: texts.ok, cancelText: texts.cancel }))) return;
    if ((await run(call)) === undefined) return;
    Toast.show({ icon: 'success', content: t('catalog.removed') });
    await refresh();
  };

  return {
    edit: (id: number): CardAction => ({
      key: 'edit',
      label: t('catalog.edit'),
      color: 'primary',
      onClick: () => navigate(`${path}/${id}`),
    }),
    remove: (name: string, call: () => Promise<unknown>): CardAction => ({
      key: 'remove',
      label: t('catalog.remove'),
      color: 'danger',
      onClick: () => void remove(name, call),
    }),
  };
}
