import { useTranslation } from 'react-i18next';

/** The dialogs' confirm and cancel texts. */
export function useDialogTexts() {
  const { t } = useTranslation('console');
  return { ok: t('ok'), cancel: t('cancel') };
}
