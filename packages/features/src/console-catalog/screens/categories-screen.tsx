import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { NewRecordBar } from '../../console-kit/components/new-record-bar';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useCatalogActions } from '../components/use-catalog-actions';
import { useListQuery } from '../../console-kit/components/use-list-query';
import '../components/catalog.css';

const STATUSES = ['all', 'normal', 'hidden'] as const;

/** The shop's categories in their order (admins only): names in six languages, shown or hidden. */
export function CategoriesScreen({ paths }: { paths: CatalogPaths }) {
  const { t, i18n } = useTranslation('console');
  const api = useApi();
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useCatalogList('category', filter, (q) => api.admin.categories.list<AdminCategory>(q));
  const actions = useCatalogActions(paths.categories, list.refresh);

  return (
    <>
      <NewRecordBar className="bz-console-catalog__bar" path={paths.categories} label={t('catalog.newCategory')} />
      <QueuePage
        statuses={STATUSES}
        {...tabs}
        searchPlaceholder={t('catalog.searchCategories')}
        onSearch={onSearch}
        list={list}
        renderItem={(c) => (
          <RecordCard
            title={`${c.name_i18n[i18n.language] || c.name} · ${c.key}`}
            status={<StatusOf status={c.status} />}
            lines={[
              { label: t('catalog.field.products'), value: c.product_count },
              { label: t('catalog.field.sort'), value: c.sort },
            ]}
            actions={[actions.edit(c.id), actions.remove(c.name, () => api.admin.categories.remove(c.id))]}
          />
        )}
      />
    </>
  );
}
