import { CheckList } from 'antd-mobile';
import { normalizeLang } from '@bazaar/contract';
import { useLanguages } from '../api/get-languages';
import { useChooseLanguage } from '../components/use-choose-language';
import './account-forms.css';

/** /language: the languages of user/language_list; a choice applies at once (useChooseLanguage). */
export function LanguageScreen() {
  const { data: languages } = useLanguages();
  const { current, choose } = useChooseLanguage();

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
