import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@bazaar/contract';
import { useApi, useSession, writeLang } from '../../lib';

/**
 * The interface language and a way to change it: the choice is kept in the `Local_Lang`
 * cookie (so it survives reloads and outranks the browser's language), applied at once, and
 * stored on the account when signed in.
 */
export function useChooseLanguage(): { current: Lang; choose: (value: string | undefined) => Promise<void> } {
  const { t, i18n } = useTranslation('account');
  const api = useApi();
  const { token } = useSession();
  const current = normalizeLang(i18n.language) ?? DEFAULT_LANG;
  const choose = async (value: string | undefined) => {
    const lang = normalizeLang(value);
    if (!lang || lang === current) return;
    writeLang(lang);
    await i18n.changeLanguage(lang);
    Toast.show({ content: t('language.saved') });
    if (token) await api.content.setLanguage(lang).catch(() => undefined);
  };
  return { current, choose };
}
