import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminShop } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { QueuePage } from '../components/queue-page';
import { RecordCard } from '../components/record-card';
import { useRemove } from '../components/use-remove';
import { useAdmin } from '../session';
import '../components/catalog.css';

const STATUSES = ['all', 'normal', 'closed'] as const;

/** The shops: an admin's every shop (open, close, delete), a merchant's own shop to edit. */
export function ShopsScreen({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const isAdmin = useAdmin()?.role === 'admin';
  const [status, setStatus] = useState<string>('all');
  const [keyword, setKeyword] = useState('');
  const filter = { status: status === 'all' ? undefined : status, keyword };
  const list = useCatalogList('shop', filter, (q) => api.admin.shops.list<AdminShop>(q));
  const remove = useRemove(list.refresh);

  return (
    <>
      {isAdmin && (
        <div className="bz-console-catalog__bar">
          <Button color="primary" onClick={() => navigate(`${paths.shops}/new`)}>
            {t('catalog.newShop')}
          </Button>
        </div>
      )}
      <QueuePage
        statuses={isAdmin ? STATUSES : undefined}
        status={status}
        onStatus={setStatus}
        searchPlaceholder={isAdmin ? t('catalog.searchShops') : undefined}
        onSearch={isAdmin ? setKeyword : undefined}
        list={list}
        itemKey={(s) => s.id}
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
              {
                key: 'edit',
                label: t('catalog.edit'),
                color: 'primary',
                onClick: () => navigate(`${paths.shops}/${s.id}`),
              },
              ...(isAdmin
                ? [
                    {
                      key: 'remove',
                      label: t('catalog.remove'),
                      color: 'danger' as const,
                      onClick: () => void remove(s.name, () => api.admin.shops.remove(s.id)),
                    },
                  ]
                : []),
            ]}
          />
        )}
      />
    </>
  );
}
