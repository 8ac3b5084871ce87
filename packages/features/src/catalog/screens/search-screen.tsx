import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, SearchBar, SearchHistory } from '@bazaar/design-system';
import { useCategories } from '../../lib';
import { useHotKeywords } from '../api/get-hot-keywords';
import { useSearchProducts, type SearchFilters as Filters } from '../api/search-products';
import { readFilters, toParams } from '../components/search-query';
import { ProductFeed } from '../components/product-feed';
import { ProductSortBar } from '../components/product-sort-bar';
import { SearchFilters } from '../components/search-filters';
import { useSearchHistory } from '../components/use-search-history';
import './catalog-screens.css';
import './search-screen.css';

/** What the search screen shows besides searches and results. */
export interface SearchScreenProps {
  /** Under the recent and hot searches before a search, e.g. the shopper's recently viewed products. */
  idle?: ReactNode;
}

/** /search: recent and hot searches, then results with filters, sort and an empty state. */
export function SearchScreen({ idle }: SearchScreenProps) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // A category or a sort alone lists too: home sends a guest here to browse one, or the best sellers.
  const searched = !!filters.keyword || !!filters.category_id || filters.sort !== 'default';
  const history = useSearchHistory();
  const hot = useHotKeywords();
  const list = useSearchProducts(searched ? filters : null);
  const [filtering, setFiltering] = useState(false);
  const active = !!(filters.category_id || filters.min_price || filters.max_price);
  // The filter button names the category shown (a guest arrives here from home's categories).
  const category = useCategories().data?.find((c) => c.id === filters.category_id);

  const update = (next: Filters) => setParams(toParams(next), { replace: true });
  const search = (keyword: string) => {
    history.add(keyword);
    update({ ...filters, keyword });
  };

  return (
    <div className="bz-catalog bz-catalog--inner">
      <div className="bz-catalog__top">
        <SearchBar
          key={filters.keyword ?? ''}
          className="bz-catalog__search"
          label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          defaultValue={filters.keyword}
          autoFocus={!searched}
          onSearch={search}
        />
        {searched && (
          <div className="bz-search__tools">
            <ProductSortBar value={filters.sort ?? 'default'} onChange={(sort) => update({ ...filters, sort })} />
            <button
              type="button"
              className="bz-search__filter"
              aria-pressed={active}
              onClick={() => setFiltering(true)}
            >
              <span className="bz-search__filter-text">{category?.name ?? t('filter')}</span>
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M2 3h12l-4.5 5.5V13l-3 1.5v-6z" fill="currentColor" />
              </svg>
            </button>
          </div>
        )}
      </div>
      {searched ? (
        <ProductFeed
          list={list}
          empty={
            <EmptyState
              description={
                <>
                  {filters.keyword ? t('noResults', { keyword: filters.keyword }) : t('noProducts')}
                  <br />
                  {t('noResultsHint')}
                </>
              }
              actionText={active ? t('reset') : undefined}
              onAction={() => update({ keyword: filters.keyword, sort: filters.sort })}
            />
          }
        />
      ) : (
        <>
          <SearchHistory
            title={t('history')}
            keywords={history.keywords}
            onSelect={search}
            onClear={history.clear}
            clearText={t('clearHistory')}
          />
          <SearchHistory title={t('hotKeywords')} keywords={hot.data ?? []} onSelect={search} />
          {idle}
        </>
      )}
      <SearchFilters
        visible={filtering}
        value={filters}
        onClose={() => setFiltering(false)}
        onApply={(value) => {
          setFiltering(false);
          update({ keyword: filters.keyword, sort: filters.sort, ...value });
        }}
      />
    </div>
  );
}
