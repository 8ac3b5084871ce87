import { useTranslation } from 'react-i18next';
import type { AdminShop } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../../lib/console/components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { NewRecordBar } from '../../lib/console/components/new-record-bar';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';
import { useCatalogActions } from '../components/use-catalog-actions';
import { useListQuery } from '../../lib/console/components/use-list-query';
import { useAdmin } from '../../lib/console/session';
import '../components/catalog.css';

const STATUSES = ['all', 'normal', 'closed'] as const;

/** The shops: an admin's every shop (open, close, delete), a merchant's own shop to edit. */
export function ShopsScreen({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useCatalogList('shop', filter, (q) => api.admin.shops.list<AdminShop>(q));
  const actions = useCatalogActions(paths.shops, list.refresh);

  return (
    <>
      {isAdmin && <NewRecordBar className="bz-console-catalog__bar" path={paths.shops} label={t('catalog.newShop')} />}
      <QueuePage
        statuses={isAdmin ? STATUSES : undefined}
        {...tabs}
        searchPlaceholder={isAdmin ? t('searchShops') : undefined}
        onSearch={isAdmin ? onSearch : undefined}
        list={list}
        renderItem={(s) => (
          <RecordCard
            title={`#${s.id} · ${s.name}`}
            status={<StatusOf status={s.status} />}
            lines={[
              { label: t('catalog.field.products'), value: s.product_count },
              { label: t('catalog.field.sales'), value: s.sales },
              { label: t('catalog.field.sort'), value: s.sort },
            ]}
            actions={[
              actions.edit(s.id),
              ...(isAdmin ? [actions.remove(s.name, () => api.admin.shops.remove(s.id))] : []),
            ]}
          />
        )}
      />
    </>
  );
}
