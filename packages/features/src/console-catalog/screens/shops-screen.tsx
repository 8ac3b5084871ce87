import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShop, Lang } from '@bazaar/contract';
import { useDeskWidth } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { MissingLanguageFilter, MissingTranslations } from '../../console-kit/components/missing-translations';
import { NewRecordBar } from '../../console-kit/components/new-record-bar';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useCatalogActions } from '../components/use-catalog-actions';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useAdmin } from '../../lib/admin-session';
import { SHOP_STATUSES, ShopsTable } from './shops-table';
import '../components/catalog.css';

/**
 * The shops: an admin's every shop (open, close, delete), a merchant's own shop to edit. At a desk (from
 * 1024 px) a table (shops-table.tsx), on a phone cards; either way "missing translations in" lists the
 * shops a language still lacks instead.
 */
export function ShopsScreen({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const isAdmin = useAdmin()?.role === 'admin';
  const desk = useDeskWidth();
  const [missingIn, setMissingIn] = useState('');
  const missingFilter = <MissingLanguageFilter value={missingIn} onChange={setMissingIn} />;
  return (
    <>
      {isAdmin ? (
        <NewRecordBar className="bz-console-catalog__bar" path={paths.shops} label={t('catalog.newShop')}>
          {missingFilter}
        </NewRecordBar>
      ) : (
        <div className="bz-console-catalog__bar">{missingFilter}</div>
      )}
      {missingIn ? (
        <MissingTranslations entity="shop" lang={missingIn as Lang} path={paths.shops} />
      ) : desk ? (
        <ShopsTable paths={paths} />
      ) : (
        <ShopCards paths={paths} />
      )}
    </>
  );
}

function ShopCards({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useCatalogList('shop', filter, (q) => api.admin.shops.list<AdminShop>(q));
  const actions = useCatalogActions(paths.shops, list.refresh);

  return (
    <QueuePage
      statuses={isAdmin ? SHOP_STATUSES : undefined}
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
  );
}
