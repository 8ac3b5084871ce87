import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminCategory } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { QueuePage } from '../components/queue-page';
import { RecordCard } from '../components/record-card';
import { useRemove } from '../components/use-remove';
import '../components/catalog.css';

const STATUSES = ['all', 'normal', 'hidden'] as const;

/** The shop's categories in their order (admins only): names in six languages, shown or hidden. */
export function CategoriesScreen({ paths }: { paths: CatalogPaths }) {
  const { t, i18n } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>('all');
  const [keyword, setKeyword] = useState('');
  const filter = { status: status === 'all' ? undefined : status, keyword };
  const list = useCatalogList('category', filter, (q) => api.admin.categories.list<AdminCategory>(q));
  const remove = useRemove(list.refresh);

  return (
    <>
      <div className="bz-console-catalog__bar">
        <Button color="primary" onClick={() => navigate(`${paths.categories}/new`)}>
          {t('catalog.newCategory')}
        </Button>
      </div>
      <QueuePage
        statuses={STATUSES}
        status={status}
        onStatus={setStatus}
        searchPlaceholder={t('catalog.searchCategories')}
        onSearch={setKeyword}
        list={list}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <RecordCard
            title={`${c.name_i18n[i18n.language] || c.name} · ${c.key}`}
            status={<StatusOf status={c.status} />}
            lines={[
              { label: t('catalog.field.products'), value: c.product_count },
              { label: t('catalog.field.sort'), value: c.sort },
            ]}
            actions={[
              {
                key: 'edit',
                label: t('catalog.edit'),
                color: 'primary',
                onClick: () => navigate(`${paths.categories}/${c.id}`),
              },
              {
                key: 'remove',
                label: t('catalog.remove'),
                color: 'danger',
                onClick: () => void remove(c.name, () => api.admin.categories.remove(c.id)),
              },
            ]}
          />
        )}
      />
    </>
  );
}
