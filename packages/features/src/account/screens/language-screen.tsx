import { CheckList, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@bazaar/contract';
import { useApi, useSession, writeLang } from '../../lib';
import { useLanguages } from '../api/get-languages';
import './account-forms.css';

/**
 * /language: the languages of user/language_list. A choice is kept in the
 * `Local_Lang` cookie (so it survives reloads), applied at once, and stored on
 * the account when signed in.
 */
export function LanguageScreen() {
  const { t, i18n } = useTranslation('account');
  const api = useApi();
  const { token } = useSession();
  const { data: languages } = useLanguages();
  const current = normalizeLang(i18n.language) ?? 'en';

  const choose = async (value: string | undefined) => {
    const lang = normalizeLang(value);
    if (!lang || lang === current) return;
    writeLang(lang);
    await i18n.changeLanguage(lang);
    Toast.show({ content: t('language.saved') });
    if (token) await api.content.setLanguage(lang).catch(() => undefined);
  };

  return (
    <div className="bz-account-page">
      <CheckList
        className="bz-language"
        value={[current]}
        onChange={(values) => void choose(values[0] as string | undefined)}
      >
        {languages.map((l) => (
          <CheckList.Item key={l.file_name} value={normalizeLang(l.file_name) ?? l.file_name}>
            {l.language_name}
          </CheckList.Item>
        ))}
      </CheckList>
    </div>
  );
}
