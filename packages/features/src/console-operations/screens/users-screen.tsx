import { confirmDialog } from '@bazaar/design-system';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../lib/console/components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';
import { useListQuery } from '../../lib/console/components/use-list-query';
import { useDialogTexts } from '../../lib/console/components/use-texts';

const STATUSES = ['all', 'normal', 'frozen'] as const;

/** Shoppers by search; a frozen shopper can neither sign in nor move money. */
export function UsersScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useAdminList('users', filter, api.admin.userList);

  const toggle = async (user: AdminUser) => {
    const frozen = user.status !== 'frozen';
    const name = user.nickname || user.username;
    const question = t(frozen ? 'action.freezeConfirm' : 'action.unfreezeConfirm', { name });
    if (!(await confirmDialog({ content: question, confirmText: texts.ok, cancelText: texts.cancel }))) return;
    if ((await run(() => api.admin.userFreeze({ id: user.id, frozen }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await list.refresh();
  };

  return (
    <QueuePage
      statuses={STATUSES}
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
