import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Toast } from '@bazaar/design-system';
import { useSubmit } from '../../lib';

/**
 * An editor's save: sends the call once at a time, then refreshes what it `changed`, says so and goes back `to`
 * its list. A refusal has been shown by the API client and leaves the form as it is.
 */
export function useSave(changed: () => Promise<unknown>) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { run, busy } = useSubmit();
  const save = async (call: () => Promise<unknown>, to: string) => {
    if ((await run(call)) === undefined) return;
    await changed();
    Toast.show({ icon: 'success', content: t('action.saved') });
    navigate(to);
  };
  return { save, busy };
}
