import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type AdminArticleItem } from '@bazaar/contract';
import { ContentList } from '../components/content-list';
import { formatDate } from '../../console-kit/dates';
import type { ContentPaths } from './content-paths';

/** Articles by page (help, terms, platform), with the languages each is written in. */
export function ArticlesScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  return (
    <ContentList<AdminArticleItem>
      kind="articles"
      path={paths.articles}
      newLabel={t('new.article')}
      name={(a) => a.title}
      lines={(a) => [
        { label: t('field.articleType'), value: t(`articleType.${a.type}`) },
        { label: t('field.key'), value: a.key },
        { label: t('field.languages'), value: a.langs.map((l) => LANGUAGE_NAMES[l]).join(' · ') },
        { label: t('field.updated'), value: formatDate(a.updatetime) },
      ]}
    />
  );
}
