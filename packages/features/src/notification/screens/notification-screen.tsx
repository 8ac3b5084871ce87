import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, NotificationItem, PullRefreshList, formatDateTime } from '@bazaar/design-system';
import { useListTexts } from '../../lib';
import { useMarkRead, useNotifications } from '../api/notifications';
import './notification.css';

/** /notification: order, refund, recharge and withdrawal news; tap marks one read, or all at once. */
export function NotificationScreen() {
  const { t } = useTranslation('notification');
  const texts = useListTexts();
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.items.some((n) => !n.is_read);
  return (
    <div className="bz-notification">
      <div className="bz-notification__bar">
        <Button
          size="small"
          fill="none"
          color="primary"
          disabled={!unread}
          onClick={() => void markRead({ all: true })}
        >
          {t('markAll')}
        </Button>
      </div>
      <PullRefreshList
        {...texts}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        empty={<EmptyState description={t('empty')} />}
      >
        {list.items.map((n) => (
          <NotificationItem
            key={n.id}
            kind={t(`type.${n.type}`)}
            title={n.title}
            content={n.content}
            time={formatDateTime(n.createtime)}
            unread={!n.is_read}
            unreadLabel={t('unread')}
            {...(n.is_read ? {} : { onClick: () => void markRead({ ids: [n.id] }) })}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}
