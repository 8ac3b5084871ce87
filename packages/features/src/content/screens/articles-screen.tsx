import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ArticleView, EmptyState, MenuList } from '@bazaar/design-system';
import { useArticles, type ArticleKind } from '../api/content';
import { MerchantEntry } from '../components/merchant-entry';
import './content.css';

/**
 * /helpAndSupport, /law, /platform: the list of article titles; `?article=<key>` shows one.
 * /platform?tab=merchant is the merchant entry (its article and the application form).
 */
export function ArticlesScreen({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const articles = useArticles(kind);
  // By key, not id: the same article stays open when the shopper switches language.
  const chosen = params.get('article');

  if (kind === 'platform' && params.get('tab') === 'merchant')
    return <MerchantEntry article={articles.data?.find((a) => a.key === 'merchant-entry')} />;
  if (!articles.data)
    return articles.error ? (
      <EmptyState description={t('loadFailed')} />
    ) : (
      <Skeleton.Paragraph lineCount={5} animated />
    );
  const article = chosen ? articles.data.find((a) => (a.key ?? String(a.id)) === chosen) : undefined;
  if (article) {
    return (
      <div className="bz-content">
        <ArticleView title={article.title} html={article.content} />
      </div>
    );
  }
  if (articles.data.length === 0) return <EmptyState description={t('empty')} />;
  return (
    <div className="bz-content">
      <MenuList
        items={articles.data.map((a) => ({
          key: String(a.id),
          title: a.title,
          onClick: () =>
            setParams(a.key === 'merchant-entry' ? { tab: 'merchant' } : { article: a.key ?? String(a.id) }),
        }))}
      />
    </div>
  );
}
