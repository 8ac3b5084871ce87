import { useDeskWidth } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { USER_FILTERS } from '../components/status-filters';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useFreeze } from '../components/use-freeze';
import { UsersTable } from './users-table';

/** At a desk (from 1024 px) a table (users-table.tsx); on a phone the cards. */
export function UsersScreen() {
  return useDeskWidth() ? <UsersTable /> : <UserCards />;
}

/** Shoppers by search; a frozen shopper can neither sign in nor move money. */
function UserCards() {
  const { t } = useTranslation('console');
  const api = useApi();
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useAdminList('users', filter, api.admin.userList);
  const toggle = useFreeze(list.refresh);

  return (
    <QueuePage
      statuses={USER_FILTERS}
      {...tabs}
      searchPlaceholder={t('searchUsers')}
      onSearch={onSearch}
      list={list}
      renderItem={(u) => (
        <RecordCard
          title={`#${u.id} · ${u.nickname || u.username}`}
          status={<StatusOf status={u.status} />}
          lines={[
            ...(u.email ? [{ label: t('field.email'), value: u.email }] : []),
            ...(u.mobile ? [{ label: t('field.mobile'), value: u.mobile }] : []),
            { label: t('field.balance'), value: u.money },
            { label: t('field.frozenMoney'), value: u.frozen_money },
            { label: t('field.time'), value: formatTime(u.createtime) },
          ]}
          actions={[
            {
              key: 'freeze',
              label: t(u.status === 'frozen' ? 'action.unfreeze' : 'action.freeze'),
              color: u.status === 'frozen' ? 'primary' : 'danger',
              onClick: () => void toggle(u),
            },
          ]}
        />
      )}
    />
  );
}
